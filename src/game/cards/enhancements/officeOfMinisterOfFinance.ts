// Office of Minister of Finance (Dasi Nong): not built yet (enhancements issue, in progress).
export {};
