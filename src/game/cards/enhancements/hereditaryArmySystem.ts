// Hereditary Army System: not built yet (enhancements issue, in progress).
export {};
