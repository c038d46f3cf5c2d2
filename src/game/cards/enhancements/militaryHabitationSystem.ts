// Military Habitation (Tuntian) System: not built yet (enhancements issue, in progress).
export {};
