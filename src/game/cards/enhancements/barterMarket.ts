// Barter Market: not built yet (enhancements issue, in progress).
export {};
