// Armistice with Border Tribe: not built yet (enhancements issue, in progress).
export {};
