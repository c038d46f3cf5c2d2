// Training Ground: not built yet (enhancements issue, in progress).
export {};
