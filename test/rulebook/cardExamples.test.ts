/**
 * Rulebook example boxes that depend on card skills or state enhancements.
 * The state enhancements are not built yet; each example is listed here so it
 * is not forgotten. (The Cao Cao tie example is in bidding.test.ts, the Jia Xu
 * level-12 example in tribal.test.ts, the one-round Example Play in examplePlay.test.ts.)
 */
import { describe, it } from 'vitest';

describe('Rulebook, Receive/Activate Benefits — Example: Activate and Receive Benefit', () => {
  it.todo(
    'Shu (Ma Chao recruited, Barter Market built, 1 horse, no trade action): buys 1 horse for 2 rice via Barter Market, then Ma Chao moves 1 horse from his card — needs Ma Chao and Barter Market',
  );
});
