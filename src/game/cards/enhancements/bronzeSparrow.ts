// Bronze Sparrow: not built yet (enhancements issue, in progress).
export {};
