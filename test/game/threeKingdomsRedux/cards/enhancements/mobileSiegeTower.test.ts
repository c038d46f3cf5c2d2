/**
 * Mobile Siege Tower (compendium, Separation deck): the mandatory removal of
 * military VPs right after construction, its prerequisite, and the rulings
 * (once only; must be activated immediately). Military VPs never go below 0 (R51).
 */
import { describe, expect, it } from 'vitest';
import { currentDecision } from '../../../../../src/game/threeKingdomsRedux/engine';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { GameState } from '../../../../../src/game/threeKingdomsRedux/state';
import { declineAll, placeStationed } from '../../../../builders';
import { refusedConstruction } from './borderKit';
import { constructs } from './scenarios';

/** Wei occupies a border location (the prerequisite); Wu and Shu hold these military VPs. */
const arrange = (wu: number, shu: number) => (G: GameState) => {
  placeStationed(G, 'wei', 'yueJin', 'shiTing', 1, 'treasury');
  G.players.wu.militaryVP = wu;
  G.players.shu.militaryVP = shu;
};

const activations = (G: GameState) => G.log.filter((e) => e.card === 'mobileSiegeTower');

describe('Mobile Siege Tower (compendium)', () => {
  it('Mobile Siege Tower: "remove either 1 military VP from both opponents" — one of the choice\'s options', () => {
    const t = constructs('mobileSiegeTower', 'wei', arrange(3, 4));
    expect(currentDecision(t.G)).toEqual({ kind: 'choice', state: 'wei' });
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: { wu: 1, shu: 1 } },
      { type: 'choose', option: { wu: 2 } },
      { type: 'choose', option: { shu: 2 } },
    ]);
    const weiVP = t.G.players.wei.militaryVP;
    t.play('wei', { type: 'choose', option: { wu: 1, shu: 1 } });
    expect([t.G.players.wu.militaryVP, t.G.players.shu.militaryVP, t.G.players.wei.militaryVP]).toEqual([2, 3, weiVP]);
    expect(activations(t.G)).toEqual([
      expect.objectContaining({ state: 'wei', text: 'Mobile Siege Tower: Wei removes 1 military VP from Wu and 1 military VP from Shu.' }),
    ]);
  });

  it('Mobile Siege Tower: "or 2 military VPs from one opponent" — either opponent, by its state id', () => {
    const t = constructs('mobileSiegeTower', 'wei', arrange(3, 4));
    t.play('wei', { type: 'choose', option: { shu: 2 } });
    expect([t.G.players.wu.militaryVP, t.G.players.shu.militaryVP]).toEqual([3, 2]);

    const u = constructs('mobileSiegeTower', 'wei', arrange(3, 4));
    u.play('wei', { type: 'choose', option: { wu: 2 } });
    expect([u.G.players.wu.militaryVP, u.G.players.shu.militaryVP]).toEqual([1, 4]);
    // Not 2 from each, nor from Wei itself.
    const v = constructs('mobileSiegeTower', 'wei', arrange(3, 4));
    for (const option of [{ wu: 2, shu: 2 }, { wei: 2 }, { wu: 1 }]) {
      const before = JSON.stringify(v.G);
      expect(v.attempt('wei', { type: 'choose', option })).toEqual({
        ok: false,
        error: "That is not one of Mobile Siege Tower's options now.",
      });
      expect(JSON.stringify(v.G)).toBe(before);
    }
  });

  it('Mobile Siege Tower: "You must activate Mobile Siege Tower immediately after constructing it." — a mandatory choice, before anything else', () => {
    const t = constructs('mobileSiegeTower', 'wei', arrange(3, 4));
    const before = JSON.stringify(t.G);
    // It cannot be declined...
    expect(t.attempt('wei', { type: 'choose', option: null })).toEqual({
      ok: false,
      error: "Mobile Siege Tower's choice is not optional: pick one of its options.",
    });
    // ...nor put off: Wei's other won action waits for it.
    expect(t.attempt('wei', { type: 'takeAction', space: 'recruitArmies', choice: { kind: 'recruitArmies' } }).ok).toBe(false);
    expect(JSON.stringify(t.G)).toBe(before);
    expect(legalMoves(t.G, 'wei').every((m) => m.type === 'choose' && m.option !== null)).toBe(true);
  });

  it('Mobile Siege Tower: "You may activate Mobile Siege Tower only once." — never again after construction', () => {
    const t = constructs('mobileSiegeTower', 'wei', arrange(3, 4));
    t.play('wei', { type: 'choose', option: { wu: 2 } });
    declineAll(t);
    // The round ended (Update and Maintenance: Wei's stationed unit earns it 1 military VP); nothing is offered again.
    expect(t.G.round).toBe(2);
    expect(t.G.pending).toEqual([]);
    expect([t.G.players.wu.militaryVP, t.G.players.shu.militaryVP]).toEqual([1, 4]);
    expect(activations(t.G)).toHaveLength(1);
  });

  it('Mobile Siege Tower: military VPs never go below 0; an option removing nothing is not offered (R51)', () => {
    const t = constructs('mobileSiegeTower', 'wei', arrange(0, 1));
    expect(legalMoves(t.G, 'wei')).toEqual([
      { type: 'choose', option: { wu: 1, shu: 1 } },
      { type: 'choose', option: { shu: 2 } },
    ]);
    t.play('wei', { type: 'choose', option: { shu: 2 } });
    expect([t.G.players.wu.militaryVP, t.G.players.shu.militaryVP]).toEqual([0, 0]);
    expect(activations(t.G).at(-1)!.text).toBe('Mobile Siege Tower: Wei removes 1 military VP from Shu.');

    const u = constructs('mobileSiegeTower', 'wei', arrange(0, 1));
    u.play('wei', { type: 'choose', option: { wu: 1, shu: 1 } });
    expect([u.G.players.wu.militaryVP, u.G.players.shu.militaryVP]).toEqual([0, 0]);
  });

  it('Mobile Siege Tower: with no military VP on either opponent nothing is offered; the activation is logged (R51)', () => {
    const t = constructs('mobileSiegeTower', 'wei', arrange(0, 0));
    expect(t.G.pending).toEqual([]);
    expect(currentDecision(t.G)).toEqual({ kind: 'action', state: 'wei' });
    expect([t.G.players.wu.militaryVP, t.G.players.shu.militaryVP]).toEqual([0, 0]);
    expect(activations(t.G)).toEqual([
      expect.objectContaining({ text: 'Mobile Siege Tower: neither opponent of Wei has a military VP to remove.' }),
    ]);
  });

  it('Mobile Siege Tower: prerequisite "occupy at least 1 border location": construction is refused without one, with the reason', () => {
    const { result, t } = refusedConstruction('mobileSiegeTower', 'wei', (G) => (G.players.wu.militaryVP = 3));
    expect(result).toEqual({ ok: false, error: 'Requires occupying at least 1 border location(s); you occupy 0.' });
    expect(t.G.players.wu.militaryVP).toBe(3);
    expect(t.G.players.wei.constructed).toEqual([]);
  });
});
