// Crossbow Armoury: not built yet (enhancements issue, in progress).
export {};
