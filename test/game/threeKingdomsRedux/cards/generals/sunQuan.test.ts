/**
 * Sun Quan, Influence (compendium, Wu generals): taking "win popular
 * support", 2 popular support tokens instead of 1. (No ruling bullets.)
 */
import { describe, expect, it } from 'vitest';
import { selectAlliance } from '../../../../builders';
import { activated, wuGame } from './wuKit';

function winPopularSupport(general: 'sunQuan' | 'sunJian') {
  const t = wuGame(['sunQuan', 'sunJian']);
  selectAlliance(t, 'trade');
  t.assign('wu', { general, space: 'winPopularSupport' });
  t.passAll();
  t.take('wu', 'winPopularSupport', { kind: 'winPopularSupport' });
  return t;
}

describe('Sun Quan, Influence (compendium)', () => {
  it('Sun Quan: taking "win popular support", Wu receives 2 popular support tokens instead', () => {
    const t = winPopularSupport('sunQuan');
    expect(t.G.players.wu.popularSupport).toBe(3);
    expect(activated(t.G, 'sunQuan')).toBe(true);
  });

  it('Sun Quan: another general taking it wins 1 (Overarching Principle 2)', () => {
    const t = winPopularSupport('sunJian');
    expect(t.G.players.wu.popularSupport).toBe(2);
    expect(activated(t.G, 'sunQuan')).toBe(false);
  });
});
