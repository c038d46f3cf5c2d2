// Puppet Theatre: not built yet (enhancements issue, in progress).
export {};
