// Mobile Siege Tower: not built yet (enhancements issue, in progress).
export {};
