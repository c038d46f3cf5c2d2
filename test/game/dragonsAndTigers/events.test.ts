import { describe, expect, it } from 'vitest';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { assassinateRetainer } from '../../../src/game/dragonsAndTigers/events/assassinateRetainer';
import { barbarianRaids } from '../../../src/game/dragonsAndTigers/events/barbarianRaids';
import { emperorFlees } from '../../../src/game/dragonsAndTigers/events/emperorFlees';
import { famine } from '../../../src/game/dragonsAndTigers/events/famine';
import { recruitRetainer } from '../../../src/game/dragonsAndTigers/events/recruitRetainer';
import { retainerDies } from '../../../src/game/dragonsAndTigers/events/retainerDies';
import { yellowTurbans } from '../../../src/game/dragonsAndTigers/events/yellowTurbans';
import { advance } from '../../../src/game/dragonsAndTigers/flow';
import { legalMoves } from '../../../src/game/dragonsAndTigers/legal';
import { clearedGame, dice, place, turnAt } from './builder';
import { lineText } from '../../../src/game/dragonsAndTigers/model/combatLog';

/** Cao Cao (Blue Dragon) active at the Mandate step, Yuan Shao (White Tiger) across the north. */
function caoCaoTurn() {
  const G = clearedGame();
  place(G, 'caoCao', 'yanzhou', ['caoCao', 'xiahouDun'], 8);
  place(G, 'caoCao', 'xuchang', [], 4);
  place(G, 'yuanShao', 'bohai', ['yuanShao', 'wenChou'], 6);
  place(G, 'yuanShao', 'youzhou', [], 3);
  turnAt(G, 'blueDragon', 'caoCao', 'diplomacy');
  return G;
}

/** Runs an event at the turn's Mandate step, then the flow to the next decision. */
function runEvent(G: ReturnType<typeof caoCaoTurn>, effect: (g: typeof G, r: ReturnType<typeof dice>) => void, random = dice()) {
  effect(G, random);
  advance(G, random);
  return G;
}

describe('10 Mandate Display events', () => {
  it('10.2: a free retainer pulled at random joins the active kingdom where its armies are, the player choosing the area', () => {
    const G = runEvent(caoCaoTurn(), recruitRetainer, dice(1));
    expect(G.decision).toEqual({ kind: 'event', seat: 'blueDragon' });
    const recruit = G.eventChoice?.event === 'recruitRetainer' ? G.eventChoice.character : null;
    expect(legalMoves(G, 'blueDragon')).toEqual([
      { type: 'eventArea', area: 'yanzhou' },
      { type: 'eventArea', area: 'xuchang' },
    ]);
    expect(playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'bohai' }, dice())).toMatch(/not a choice/);
    expect(playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'xuchang' }, dice())).toBeNull();
    expect(G.characters[recruit!]).toEqual({ status: 'map', kingdom: 'caoCao', area: 'xuchang' });
  });

  it('10.6: the strongest friendly area loses half its armies rounded up; no diplomacy, levy or movement this turn', () => {
    const G = caoCaoTurn();
    G.turn!.event = 'famine';
    G.turn!.step = 'diplomacy';
    runEvent(G, famine);
    expect(G.armies.yanzhou.caoCao).toBe(4);
    expect(G.armies.xuchang.caoCao).toBe(4);
    // 10.6(C): straight past diplomacy, levy and movement to the end of the turn, and the next chit is pulled.
    const texts = G.log.map(lineText);
    const famineAt = texts.indexOf('Famine halves the armies in Yanzhou.');
    expect(texts[famineAt + 1]).toMatch(/chit is pulled\.$/);
  });

  it('10.7: an area of the opponent loses a die of armies; a 6 rolls again and adds (6 + 2 = 8)', () => {
    const G = runEvent(caoCaoTurn(), yellowTurbans);
    expect(legalMoves(G, 'blueDragon').map((m) => (m.type === 'eventArea' ? m.area : null))).toEqual(['youzhou', 'bohai']);
    expect(playInPlace(G, 'blueDragon', { type: 'eventArea', area: 'bohai' }, dice(6, 2))).toBeNull();
    expect(G.armies.bohai.yuanShao).toBeUndefined();
  });

  it('10.8: the Barbarian Raids Table row (1: Youzhou, Bingzhou) loses a die of enemy armies each', () => {
    const G = runEvent(caoCaoTurn(), barbarianRaids, dice(1, 2, 3));
    expect(G.armies.youzhou.yuanShao).toBe(1);
  });

  it('10.9: the chosen retainer of another warlord dies on a 1 or 2', () => {
    const G = runEvent(caoCaoTurn(), assassinateRetainer);
    expect(legalMoves(G, 'blueDragon')).toContainEqual({ type: 'eventCharacter', character: 'wenChou' });
    expect(legalMoves(G, 'blueDragon')).not.toContainEqual({ type: 'eventCharacter', character: 'xiahouDun' });
    expect(playInPlace(G, 'blueDragon', { type: 'eventCharacter', character: 'wenChou' }, dice(2))).toBeNull();
    expect(G.characters.wenChou.status).toBe('dead');
  });

  it('10.1: the table row (4: Yuan Shao, Yuan Shu); the active player picks the kingdom, its controller the retainer', () => {
    const G = runEvent(caoCaoTurn(), retainerDies, dice(4));
    // Yuan Shu is off this scenario's map: Yuan Shao alone, whose owner (White Tiger) chooses.
    expect(G.decision).toEqual({ kind: 'event', seat: 'whiteTiger' });
    expect(playInPlace(G, 'whiteTiger', { type: 'eventCharacter', character: 'wenChou' }, dice())).toBeNull();
    expect(G.characters.wenChou.status).toBe('dead');
  });

  it("10.4: the Emperor's controller hands him to the opponent, placed with one of his warlords", () => {
    const G = caoCaoTurn();
    G.emperorArea = 'yanzhou';
    runEvent(G, emperorFlees);
    expect(G.emperorArea).toBe('bohai');
  });
});
