// Repeating Crossbow: not built yet (enhancements issue, in progress).
export {};
