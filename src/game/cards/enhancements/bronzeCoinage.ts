// Bronze Coinage: not built yet (enhancements issue, in progress).
export {};
