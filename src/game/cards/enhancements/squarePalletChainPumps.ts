// Square-Pallet Chain Pumps: not built yet (enhancements issue, in progress).
export {};
