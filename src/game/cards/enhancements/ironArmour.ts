// Iron Armour: not built yet (enhancements issue, in progress).
export {};
