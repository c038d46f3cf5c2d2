// Tower Ship: not built yet (enhancements issue, in progress).
export {};
