// Harbour: not built yet (enhancements issue, in progress).
export {};
