// Siege Ladder: not built yet (enhancements issue, in progress).
export {};
