import { describe, expect, it } from 'vitest';
import type { DtState } from '../../../src/game/dragonsAndTigers/model/state';
import { brokenInvariant } from './invariants';
import { badEnding, checkedGame } from './manyGames';
import { randomGame } from './randomGame';

/** A state in the middle of a seeded 3-seat game (its 300th move), for breaking by hand. */
const midGame = (): DtState => {
  let saved: DtState | null = null;
  randomGame('dt-mid', 3, (G, _move, index) => {
    if (index === 300) saved = structuredClone(G);
  });
  return saved!;
};

describe('seeded random play (the 1,000-game run is thousandGames1-4)', () => {
  it('replays exactly from its seed', () => {
    const a = checkedGame('replay');
    const b = checkedGame('replay');
    expect(b.moves).toBe(a.moves);
    expect(b.G).toEqual(a.G);
    expect(badEnding(a.G)).toBeNull();
  });

  it('the invariants catch each kind of broken state the run looks for', () => {
    const G = midGame();
    expect(brokenInvariant(G)).toBeNull();
    const area = (Object.keys(G.charactersAt) as (keyof typeof G.charactersAt)[]).find((a) => G.charactersAt[a].length > 0)!;
    const [id] = G.charactersAt[area];
    const breaks: [string, (S: DtState) => void, RegExp][] = [
      ['a character listed twice', (S) => S.charactersAt[area].push(id), /listed twice|listings for/],
      ['a character in two places', (S) => (S.characters[id].area = area === 'luoyang' ? 'ye' : 'luoyang'), /listed in/],
      [
        'a character off the map still listed',
        (S) => (S.characters[id] = { ...S.characters[id], status: 'dead', area: null }),
        /listed in/,
      ],
      ['armies beyond the counters (4.4(F))', (S) => (S.armies[area][S.characters[id].kingdom!] = 31), /more armies than counters/],
      ['a broken army count', (S) => (S.armies[area][S.characters[id].kingdom!] = 1.5), /1.5 armies/],
      ['an empty area controlled (6)', (S) => (S.control[emptyArea(S)] = 'caoCao'), /empty and controlled/],
      ['a controller not there (6(A))', (S) => (S.control[area] = absentKingdom(S, area)), /controller|alone/],
      ['a round past 8 (4.8)', (S) => (S.round = 9), /round 9/],
      ['a lost Traitorous chit (4.1)', (S) => S.chits.pool.splice(S.chits.pool.indexOf('traitorous'), 1), /Traitorous chits/],
    ];
    for (const [what, spoil, reason] of breaks) {
      const S = structuredClone(G);
      spoil(S);
      expect(brokenInvariant(S), what).toMatch(reason);
    }
    expect(badEnding(G)).toMatch(/not over/);
  });
});

function emptyArea(G: DtState): keyof DtState['control'] {
  return (Object.keys(G.control) as (keyof DtState['control'])[]).find(
    (a) => G.charactersAt[a].length === 0 && Object.keys(G.armies[a]).length === 0,
  )!;
}

function absentKingdom(G: DtState, area: keyof DtState['control']): DtState['control'][typeof area] {
  const present = new Set([...Object.keys(G.armies[area]), ...G.charactersAt[area].map((id) => G.characters[id].kingdom)]);
  return (Object.keys(G.kingdoms) as (keyof DtState['kingdoms'])[]).find((k) => !present.has(k))!;
}
