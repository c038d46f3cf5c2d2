// Weapon Trading Post: not built yet (enhancements issue, in progress).
export {};
