// Battering Ram: not built yet (enhancements issue, in progress).
export {};
