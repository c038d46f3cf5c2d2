// Imperial Academy (Taixue): not built yet (enhancements issue, in progress).
export {};
