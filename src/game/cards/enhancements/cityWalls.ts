// City Walls: not built yet (enhancements issue, in progress).
export {};
