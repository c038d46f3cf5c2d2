// Nine Bestowments: not built yet (enhancements issue, in progress).
export {};
