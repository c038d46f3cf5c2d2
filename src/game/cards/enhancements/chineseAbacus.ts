// Chinese Abacus: not built yet (enhancements issue, in progress).
export {};
