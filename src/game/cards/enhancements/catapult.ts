// Catapult: not built yet (enhancements issue, in progress).
export {};
