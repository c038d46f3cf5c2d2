/**
 * Cao Cao, Authority (compendium, Wei generals): Wei prevails in bidding ties
 * when Cao Cao is part of its bid, on every contested space.
 */
import { describe, expect, it } from 'vitest';
import { giveUnits, selectAlliance } from '../../../../builders';
import { activations, fullGame } from './weiScenarios';

describe('Cao Cao, Authority (compendium)', () => {
  it('Cao Cao: on a common space Wei prevails in a tie of totals that Shu reached first (skill text)', () => {
    const t = fullGame({ wei: ['xiahouDun', 'caoCao'], shu: ['jiangWan'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWan', space: 'construct' }); // administration 5, first
    t.assign('wei', { general: 'caoCao', space: 'construct' }); // administration 5, later
    expect(t.G.phase).toBe('resolution');
    expect(t.G.won).toContainEqual({ space: 'construct', winners: ['wei'] });
    expect(t.G.players.shu.secret.hand).toContain('jiangWan');
    expect(activations(t, 'caoCao')).toEqual(['Cao Cao: Wei prevails in the tie on "construct state enhancement".']);
  });

  it('Cao Cao: without him in the tied bid, the state that reached the total first still wins (he is elsewhere)', () => {
    const t = fullGame({ wei: ['caoCao', 'jiaXu'], shu: ['jiangWan'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWan', space: 'construct' });
    t.assign('wei', { general: 'jiaXu', space: 'construct' }); // administration 5 too, but no Cao Cao
    expect(t.G.won).toContainEqual({ space: 'construct', winners: ['shu'] });
    expect(activations(t, 'caoCao')).toEqual([]);
  });

  it('Cao Cao: on a battle space, Cao Cao (combat 3) with 2 cavalry units ties Sun Ce (combat 5) and Wei wins', () => {
    const t = fullGame({ wei: ['xiahouDun', 'caoCao'], wu: ['sunCe'] });
    giveUnits(t.G, 'wei', 'cavalry', 2);
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('wu', { general: 'sunCe', space: 'battle:weiWu' }); // 5, first
    t.assign('wei', { general: 'caoCao', space: 'battle:weiWu', units: { type: 'cavalry', count: 2 } }); // 3 + 2 = 5
    expect(t.G.won).toContainEqual({ space: 'battle:weiWu', winners: ['wei'] });
    expect(t.G.pendingActions.wu).toEqual([]);
  });

  it('Cao Cao: on the alliance space, Wei alone prevails over the alliance that reached the same total first', () => {
    const t = fullGame({ wei: ['xiahouDun', 'caoCao', 'xunYou'], wu: ['luFan'], shu: ['jiangWan'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('wu', { general: 'luFan', space: 'trade' }); // alliance 4
    t.assign('shu', { general: 'jiangWan', space: 'trade' }); // alliance 9
    t.assign('wei', { general: 'caoCao', space: 'trade' }); // Wei 5
    t.assign('wei', { general: 'xunYou', space: 'trade' }); // Wei 9, after the alliance
    expect(t.G.won).toContainEqual({ space: 'trade', winners: ['wei'] });
    expect(t.G.players.wu.secret.hand).toContain('luFan');
    expect(t.G.players.shu.secret.hand).toContain('jiangWan');
  });

  it('Cao Cao: with Wei in the alliance, his bid makes the alliance prevail over Wu, which reached the total first', () => {
    const t = fullGame({ wei: ['xiahouDun', 'caoCao'], wu: ['luFan', 'zhangZhao'], shu: ['liuBei'] });
    // A round where Wei is second in bid order: Wei and Shu are the alliance.
    t.G.bidOrder = ['wu', 'wei', 'shu'];
    t.G.alliance = ['wei', 'shu'];
    selectAlliance(t, 'trade');
    t.assign('wu', { general: 'luFan', space: 'trade' }); // Wu 4
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('shu', { general: 'liuBei', space: 'trade' }); // alliance 4
    t.assign('wu', { general: 'zhangZhao', space: 'trade' }); // Wu 9, first
    t.assign('wei', { general: 'caoCao', space: 'trade' }); // alliance 9, later
    expect(t.G.won).toContainEqual({ space: 'trade', winners: ['wei', 'shu'] });
    expect(t.G.pendingActions.shu).toContain('trade');
    expect(t.G.pendingActions.wei).toContain('trade');
  });

  it('Cao Cao: "For an action space, if Wei reaches a bid total after another state does so and Cao Cao is part of Wei\'s bid, then Wei wins that bid instead."', () => {
    // Cao Cao is placed first; Xun You brings Wei to 9 after Shu reached 9.
    const t = fullGame({ wei: ['caoCao', 'xiahouDun', 'xunYou'], shu: ['jiangWan', 'jiangWei'] });
    selectAlliance(t, 'trade');
    t.assign('wei', { general: 'caoCao', space: 'developMarketplace' });
    t.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    t.assign('wei', { general: 'xiahouDun', space: 'recruitArmies' });
    t.assign('shu', { general: 'jiangWei', space: 'developMarketplace' });
    t.assign('wei', { general: 'xunYou', space: 'developMarketplace' });
    expect(t.G.won).toContainEqual({ space: 'developMarketplace', winners: ['wei'] });
    expect(t.G.players.shu.secret.hand).toEqual(expect.arrayContaining(['jiangWan', 'jiangWei']));
    // A higher total still beats him: one more administration point for Shu wins it.
    const u = fullGame({ wei: ['caoCao', 'xiahouDun'], shu: ['jiangWan', 'jiangWei'] });
    selectAlliance(u, 'trade');
    u.assign('wei', { general: 'caoCao', space: 'developMarketplace' });
    u.assign('shu', { general: 'jiangWan', space: 'developMarketplace' });
    u.assign('wei', { general: 'xiahouDun', space: 'developMarketplace' }); // 5 + 2 = 7
    u.assign('shu', { general: 'jiangWei', space: 'developMarketplace' }); // 5 + 4 = 9
    expect(u.G.won).toContainEqual({ space: 'developMarketplace', winners: ['shu'] });
  });
});
