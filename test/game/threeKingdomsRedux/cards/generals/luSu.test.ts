/**
 * Lu Su, Wit (compendium, Wu generals): taking the construct action, the
 * cost is reduced by 1 gold or 1 rice; each ruling bullet.
 */
import { describe, expect, it } from 'vitest';
import type { EnhancementId } from '../../../../../src/game/threeKingdomsRedux/data/enhancements';
import type { GeneralId } from '../../../../../src/game/threeKingdomsRedux/data/generals';
import { legalMoves } from '../../../../../src/game/threeKingdomsRedux/legal';
import type { Move } from '../../../../../src/game/threeKingdomsRedux/moves';
import { selectAlliance } from '../../../../builders';
import { activated, snapshot, wuGame } from './wuKit';

const HAND: EnhancementId[] = ['bronzeSparrow', 'taxModificationSystem', 'woodenOx', 'barterMarket', 'officeOfMinisterOfFinance'];

/** `general` wins "construct state enhancement" for Wu. */
function construct(general: GeneralId = 'luSu') {
  const t = wuGame(['luSu', 'zhangZhao'], { scenario: { enhancementHands: { wu: HAND } } });
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'construct' });
  t.passAll();
  return t;
}

const constructMoves = (t: ReturnType<typeof construct>, card: EnhancementId) =>
  legalMoves(t.G, 'wu').filter(
    (m): m is Extract<Move, { type: 'takeAction' }> => m.type === 'takeAction' && m.choice.kind === 'construct' && m.choice.card === card,
  );

describe('Lu Su, Wit (compendium)', () => {
  it('Lu Su: taking the construct action, Wu pays 1 gold (or 1 rice) less', () => {
    const t = construct();
    expect(constructMoves(t, 'taxModificationSystem').map((m) => m.choice)).toEqual([
      { kind: 'construct', card: 'taxModificationSystem', payment: {} },
      { kind: 'construct', card: 'taxModificationSystem', payment: { reduce: 'gold' } },
    ]);
    t.take('wu', 'construct', { kind: 'construct', card: 'taxModificationSystem', payment: { reduce: 'gold' } });
    expect(t.G.players.wu.gold).toBe(3);
    expect(t.G.players.wu.constructed).toEqual(['taxModificationSystem']);
    expect(activated(t.G, 'luSu')).toBe(true);
  });

  it('Lu Su: 1 rice less on a rice cost (Wooden Ox: 3 rice for 2)', () => {
    const t = construct();
    t.take('wu', 'construct', { kind: 'construct', card: 'woodenOx', payment: { reduce: 'rice' } });
    expect(t.G.players.wu.rice).toBe(2);
  });

  it('Lu Su: "Lu Su\'s skill may not be activated if he constructs a state enhancement that does not include gold or rice..."', () => {
    const t = construct();
    // Office of Minister of Finance costs 1 popular support only.
    expect(constructMoves(t, 'officeOfMinisterOfFinance').map((m) => m.choice.kind === 'construct' && m.choice.payment)).toEqual([{}]);
    const before = snapshot(t.G);
    expect(
      t.attempt('wu', {
        type: 'takeAction',
        space: 'construct',
        choice: { kind: 'construct', card: 'officeOfMinisterOfFinance', payment: { reduce: 'gold' } },
      }),
    ).toEqual({ ok: false, error: 'The cost has no gold to reduce.' });
    expect(t.G).toEqual(before);
  });

  it('Lu Su: "Lu Su\'s skill may not be activated when activating Cheng Pu\'s skill to construct state enhancements..."', () => {
    // Only via the construct space, by Lu Su: another Wu general taking it pays the full cost.
    const t = construct('zhangZhao');
    expect(constructMoves(t, 'taxModificationSystem').map((m) => m.choice)).toEqual([
      { kind: 'construct', card: 'taxModificationSystem', payment: {} },
    ]);
    const before = snapshot(t.G);
    expect(
      t.attempt('wu', {
        type: 'takeAction',
        space: 'construct',
        choice: { kind: 'construct', card: 'taxModificationSystem', payment: { reduce: 'gold' } },
      }),
    ).toEqual({ ok: false, error: 'Only Lu Su, taking the construct action, reduces a construction cost.' });
    expect(t.G).toEqual(before);
    // (Cheng Pu's construction offers no reduction: test/game/threeKingdomsRedux/cards/generals/chengPu.test.ts.)
  });
});
