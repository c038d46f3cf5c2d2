// The import structure `npm test` checks (`npm run deps`): no import cycle, between files or
// between folders, and the layers import downwards only: game ← bots ← server and board; board
// and server never import each other; what both run is in src/shared, which imports only game.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A file must not reach itself through its imports (type-only imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Folders must not import each other, directly or round a loop.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'game-imports-no-higher-layer',
      comment: 'The rules engine stands alone: it imports nothing of the bots, the page or the server.',
      severity: 'error',
      from: { path: '^src/game/' },
      to: { path: '^src/(bots|board|server|shared)/' },
    },
    {
      name: 'bots-import-only-game',
      comment: 'The bots play the rules engine and nothing else of ours.',
      severity: 'error',
      from: { path: '^src/bots/' },
      to: { path: '^src/(board|server)/' },
    },
    {
      name: 'board-imports-no-server',
      comment: 'The page talks to the server over the network, never by importing it; what both ' + 'run is in src/shared.',
      severity: 'error',
      from: { path: '^src/board/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'board-shell-imports-no-game-page',
      comment:
        "The page shell knows each game through its PageGame record only: it imports no game's " + 'own page folder (src/board/<game>/).',
      severity: 'error',
      from: { path: '^src/board/shell/' },
      to: { path: '^src/board/', pathNot: '^src/board/shell/' },
    },
    {
      name: 'shared-imports-only-game',
      comment:
        'src/shared runs in the page and in the server alike: pure code that imports nothing ' +
        'of ours but the rules engine (src/game), where it must.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(bots|board|server)/' },
    },
    {
      name: 'server-storage-imports-no-higher-folder',
      comment:
        "The server's storage keeps matches: it never imports the server's Lobby API, " +
        'sockets, bots, table or clocks (src/server/http, sockets, bots, table, clocks).',
      severity: 'error',
      from: { path: '^src/server/storage/' },
      to: { path: '^src/server/(http|sockets|bots|table|clocks)/' },
    },
    {
      name: 'server-imports-no-board',
      comment: 'The server serves the built page; it never imports the page source.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/board/' },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot resolve is an import it cannot check.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for the checker to parse with; swc parses TS and TSX
    // (the tsx switch is patches/dependency-cruiser+17.4.3.patch) and reports every
    // import, type-only ones included.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]d[.]ts$' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    cache: false,
  },
};
