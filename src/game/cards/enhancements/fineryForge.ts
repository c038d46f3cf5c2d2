// Finery Forge and Ferghana (Dawan) Horse: not built yet (enhancements issue, in progress).
export {};
