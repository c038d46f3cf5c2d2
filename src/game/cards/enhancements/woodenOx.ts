// Wooden Ox: not built yet (enhancements issue, in progress).
export {};
