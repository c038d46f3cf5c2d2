// Tax Modification (Hu Tiao) System: not built yet (enhancements issue, in progress).
export {};
