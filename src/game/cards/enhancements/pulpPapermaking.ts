// Pulp Papermaking: not built yet (enhancements issue, in progress).
export {};
