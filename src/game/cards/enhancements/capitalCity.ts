// Capital City: not built yet (enhancements issue, in progress).
export {};
