import { describe, expect, it } from 'vitest';
import { pullChit } from '../../../src/game/dragonsAndTigers/chits';
import { advance } from '../../../src/game/dragonsAndTigers/flow';
import { dice, pulls, setUpGame, turnAt } from './builder';
import { mandateSpace } from '../../../src/game/dragonsAndTigers/data/mandate';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import { bountifulHarvest, HARVEST_MANPOWER } from '../../../src/game/dragonsAndTigers/events/bountifulHarvest';
import { startLevy } from '../../../src/game/dragonsAndTigers/turn';

describe('4.1 Turn Order', () => {
  it('3.4(A): the pool holds both factions, the six player kingdoms and two Traitorous chits, no neutral chit', () => {
    const G = setUpGame();
    expect([...G.chits.pool].sort()).toEqual(
      ['blueDragon', 'whiteTiger', 'caoCao', 'liuBei', 'sunWu', 'yuanShao', 'gongsunZan', 'yuanShu', 'traitorous', 'traitorous'].sort(),
    );
  });

  it("4.1(C)'s example: Blue Dragon's turn, then a Traitorous chit goes to White Tiger, and a second one to Blue Dragon", () => {
    const G = setUpGame();
    G.turnsThisRound = 1;
    G.lastTurnSeat = 'blueDragon';
    G.chits.pool = ['traitorous', 'traitorous'];
    expect(pullChit(G, pulls(2, 0))).toMatchObject({ seat: 'whiteTiger', chit: 'traitorous', kingdom: null });
    G.lastTurnSeat = 'whiteTiger';
    expect(pullChit(G, pulls(1, 0))).toMatchObject({ seat: 'blueDragon', chit: 'traitorous' });
  });

  it('4.1(C): a Traitorous chit pulled before anyone has activated this round is returned and pulled again', () => {
    const G = setUpGame();
    G.chits.pool = ['traitorous', 'caoCao'];
    const pulled = pullChit(G, pulls(2, 0, 1));
    expect(pulled).toMatchObject({ chit: 'caoCao', seat: 'blueDragon', kingdom: 'caoCao' });
    expect(G.chits.pool).toEqual(['traitorous']);
  });

  it('4.7: an emptied pool takes back the pulled chits', () => {
    const G = setUpGame();
    G.chits = { pool: [], drawn: ['yuanShao'] };
    expect(pullChit(G, pulls(1, 0))).toMatchObject({ kingdom: 'yuanShao', seat: 'whiteTiger' });
  });

  it('4.1(B): a faction chit lets its player choose which of its kingdoms to activate', () => {
    const G = setUpGame();
    G.chits.pool = ['blueDragon'];
    advance(G, pulls(1, 0));
    expect(G.decision).toEqual({ kind: 'activate', seat: 'blueDragon', chit: 'blueDragon' });
  });
});

describe('4.2 Mandate of Heaven, 4.8 End of Round', () => {
  it('a step off the display ends the round: 4.8.1 Li Jue and Lü Bu, 4.8.2 Liu Zhang, 4.8.4 mains, 4.8.5 the marker and chits', () => {
    const G = setUpGame();
    G.chits.pool = ['caoCao', 'yuanShao'];
    G.mandate = { q: 3, r: -3 };
    // Pull index 0 (Cao Cao), then a Mandate die of 1 (up-right): off the display.
    advance(G, pulls(2, 0, 0));
    expect(G.decision).toEqual({ kind: 'chooseMain', seat: 'blueDragon', why: 'endOfRound' });
    expect(G.characters.liJue).toEqual({ status: 'map', kingdom: 'dongZhuo', area: 'luoyang' });
    expect(G.characters.guoSi.area).toBe('luoyang');
    expect(G.characters.fanChou.area).toBe('changan');
    expect(G.armies.xuzhou.luBu).toBe(10);
    expect(G.characters.liuZhang.status).toBe('map');
    expect(G.characters.liuYan.status).toBe('reverse');
    expect(playInPlace(G, 'blueDragon', { type: 'done' }, dice())).toBeNull();
    expect(playInPlace(G, 'whiteTiger', { type: 'chooseMain', kingdom: 'yuanShu' }, pulls(10, 0))).toBeNull();
    expect(G.kingdoms.yuanShu.main).toBe(true);
    expect(G.round).toBe(2);
    expect(G.mandate).not.toEqual({ q: 3, r: -3 });
    expect(G.turnsThisRound).toBeLessThanOrEqual(1);
  });

  it('moves the marker one space in the direction of the die and names the event of the space (4.2, 10)', () => {
    const G = setUpGame();
    G.chits.pool = ['yuanShao'];
    // Pull Yuan Shao, Mandate die 2: (1, 0), Bountiful Harvest on the reconstructed display.
    advance(G, dice(1, 2));
    expect(G.mandate).toEqual({ q: 1, r: 0 });
    expect(G.turn?.event).toBe(mandateSpace(1, 0)?.event);
  });

  it('10.3 Bountiful Harvest: the active kingdom has 3 more manpower this turn', () => {
    const G = turnAt(setUpGame(), 'blueDragon', 'caoCao', 'diplomacy');
    bountifulHarvest(G);
    startLevy(G);
    expect(G.turn!.levyLeft).toBe(3 + 2 + HARVEST_MANPOWER); // Yanzhou 3, Cao Cao's administration 2
  });
});
