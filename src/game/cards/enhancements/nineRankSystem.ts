// Nine-Rank System (Jiu Pin Zhong Zheng Zhi): not built yet (enhancements issue, in progress).
export {};
