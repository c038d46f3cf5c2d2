// Heavy Moldboard Plough: not built yet (enhancements issue, in progress).
export {};
