// Imperial Jade Seal: not built yet (enhancements issue, in progress).
export {};
