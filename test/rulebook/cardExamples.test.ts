/**
 * Rulebook example boxes that depend on card skills or state enhancements.
 * Card effects are not built yet; each is listed here so it is not forgotten.
 * (The Cao Cao tie example is in bidding.test.ts, the Jia Xu level-12 example in tribal.test.ts.)
 */
import { describe, it } from 'vitest';

describe('Rulebook, Receive/Activate Benefits — Example: Activate and Receive Benefit', () => {
  it.todo(
    'Shu (Ma Chao recruited, Barter Market built, 1 horse, no trade action): buys 1 horse for 2 rice via Barter Market, then Ma Chao moves 1 horse from his card — needs Ma Chao and Barter Market',
  );
});

describe('Rulebook, Example Play (One Round)', () => {
  it.todo(
    'round 1 of the playtest (Sun Jian +1, Liu Bei popular support refund, Zhang He, Sima Yi, Zhuge Jin, Zhuge Liang, Yu Jin, Taishi Ci, Ma Chao, Spear Armory) — needs those generals\' skills and the enhancement',
  );
});
