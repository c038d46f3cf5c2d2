/** Ma Chao, Cavalry Mastery (compendium, Shu generals): 4 horses on his card, 1 a round while Shu has 2. */
import { describe, expect, it } from 'vitest';
import { passRound, placeStationed } from '../../../../builders';
import { shuGame } from './shuScenario';

describe('Ma Chao, Cavalry Mastery (compendium)', () => {
  it('Ma Chao: at the end of the round when he is recruited, 4 horses are placed on his card (G.cardData)', () => {
    const t = shuGame(['maChao']);
    passRound(t);
    expect(t.G.cardData.maChao).toEqual({ horses: 4 });
    expect(t.G.players.shu.weapons.horse).toBe(0);
    expect(t.G.log.filter((e) => e.card === 'maChao')).toHaveLength(1);
  });

  it('Ma Chao: "Ma Chao does not receive 1 horse during Receive/Activate Benefits of the round when he is recruited."', () => {
    const t = shuGame(['maChao']);
    t.G.players.shu.weapons.horse = 3;
    passRound(t);
    expect(t.G.players.shu.weapons.horse).toBe(3);
    expect(t.G.cardData.maChao).toEqual({ horses: 4 });
  });

  it('Ma Chao: "Shu must have at least 2 horses in its supply, i.e. not stationed at border locations, to activate Ma Chao\'s skill..."', () => {
    const t = shuGame(['maChao']);
    passRound(t);
    t.G.players.shu.weapons.horse = 2;
    passRound(t);
    expect(t.G.players.shu.weapons.horse).toBe(3);
    expect(t.G.cardData.maChao).toEqual({ horses: 3 });
    // Horses with stationed cavalry do not count.
    const u = shuGame(['maChao']);
    passRound(u);
    placeStationed(u.G, 'shu', 'zhaoYun', 'changBanPo', 2, 'treasury');
    u.G.players.shu.weapons.horse = 1;
    u.G.players.shu.gold = 10;
    passRound(u);
    expect(u.G.players.shu.weapons.horse).toBe(1);
    expect(u.G.cardData.maChao).toEqual({ horses: 4 });
  });

  it('Ma Chao: "If Shu has less than 2 horses in its supply, the horses remain on Ma Chao\'s general card."', () => {
    const t = shuGame(['maChao']);
    passRound(t);
    t.G.players.shu.weapons.horse = 1;
    passRound(t);
    expect(t.G.players.shu.weapons.horse).toBe(1);
    expect(t.G.cardData.maChao).toEqual({ horses: 4 });
  });
});
