/**
 * Han Dang, Merit (compendium, Wu generals): a marketplace token for the
 * treasury or a farm token for the granary at the end of the round he joins
 * and of the round he is stationed; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import { setRecruitedIn } from '../../../../../src/game/threeKingdomsRedux/state';
import { giveUnits, passRound, selectAlliance } from '../../../../builders';
import { activated, choiceOptions, snapshot, wuGame } from './wuKit';

/** Han Dang joined Wu in `joined`; the game is at round 6. */
function hanDangGame(joined: number) {
  const t = wuGame(['hanDang']);
  t.G.round = 6;
  setRecruitedIn(t.G.players.wu, 'hanDang', joined);
  return t;
}

/** Han Dang wins the Shu-Wu battle with 1 archery unit and is stationed at Xiao Ting. */
function stationHanDang(t: ReturnType<typeof hanDangGame>) {
  giveUnits(t.G, 'wu', 'archery', 1);
  selectAlliance(t, 'trade');
  t.assign('wu', { general: 'hanDang', space: 'battle:shuWu', units: { type: 'archery', count: 1 } });
  t.passAll();
  t.take('wu', 'battle:shuWu', { kind: 'battle', general: 'hanDang', units: 1, location: 'xiaoTing', tokenTo: 'granary' });
}

describe('Han Dang, Merit (compendium)', () => {
  it('Han Dang: at the end of the round he joins, Wu places 1 marketplace token on its treasury (or a farm token on its granary)', () => {
    const t = hanDangGame(6);
    passRound(t);
    expect(choiceOptions(t, 'wu')).toEqual(['treasury', 'granary']);
    const before = snapshot(t.G);
    expect(t.attempt('wu', { type: 'choose', option: null })).toEqual({
      ok: false,
      error: "Han Dang's choice is not optional: pick one of its options.",
    });
    expect(t.G).toEqual(before);
    t.play('wu', { type: 'choose', option: 'treasury' });
    expect(t.G.players.wu.treasury.devTokens).toBe(1);
    expect(t.G.players.wu.granary.devTokens).toBe(0);
    expect(t.G.round).toBe(7);
    expect(activated(t.G, 'hanDang')).toBe(true);
  });

  it('Han Dang: at the end of the round he is stationed, again', () => {
    const t = hanDangGame(1);
    stationHanDang(t);
    t.play('wu', { type: 'choose', option: 'granary' });
    expect(t.G.players.wu.granary.devTokens).toBe(1);
    expect(t.G.round).toBe(7);
  });

  it('Han Dang: a round when he neither joins nor is stationed gives nothing', () => {
    const t = hanDangGame(1);
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.round).toBe(7);
    expect(activated(t.G, 'hanDang')).toBe(false);
  });

  it('Han Dang: "Han Dang\'s skill may be activated up to 2 times, once when he is recruited and once when he is stationed." (R33)', () => {
    // Joined and stationed in the same round: two tokens at its end.
    const t = hanDangGame(6);
    stationHanDang(t);
    t.play('wu', { type: 'choose', option: 'treasury' });
    t.play('wu', { type: 'choose', option: 'treasury' });
    expect(t.G.players.wu.treasury.devTokens).toBe(2);
    // Stationed he stays stationed: the next round gives nothing more.
    expect(t.G.round).toBe(7);
    passRound(t);
    expect(t.G.pending).toEqual([]);
    expect(t.G.players.wu.treasury.devTokens).toBe(2);
  });

  it('Han Dang: "When Han Dang\'s skill is activated, Wu may place 1 marketplace token, developed marketplace side face up..."', () => {
    const t = hanDangGame(6);
    passRound(t);
    t.play('wu', { type: 'choose', option: 'granary' });
    expect([t.G.players.wu.treasury.devTokens, t.G.players.wu.granary.devTokens]).toEqual([0, 1]);
  });

  it('Han Dang: "The placement of marketplace or farm token on Wu\'s treasury or granary does not affect Wu\'s domestic development level."', () => {
    const t = hanDangGame(6);
    t.G.players.wu.marketplace = { level: 1, flipped: 1 };
    passRound(t);
    t.play('wu', { type: 'choose', option: 'treasury' });
    expect(t.G.players.wu.marketplace).toEqual({ level: 1, flipped: 1 });
    expect(t.G.players.wu.farm).toEqual({ level: 0, flipped: 0 });
  });
});
