/** The board's plain-sentence labels, and the card popups built from them for every printed card. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EnhancementCard, GeneralCard } from '../../../src/board/threeKingdomsRedux/components';
import {
  describeBid,
  describeHandCounts,
  describePrerequisite,
  describeStatus,
  rankName,
} from '../../../src/board/threeKingdomsRedux/labels';
import { ENHANCEMENT_IDS, ENHANCEMENTS } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERAL_IDS, GENERALS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import type { Bid } from '../../../src/game/threeKingdomsRedux/state';
import { textOf } from './markup';
import { describeCost, listSentence, plural } from '../../../src/game/threeKingdomsRedux/words';

const bid = (over: Partial<Bid>): Bid => ({
  state: 'wei',
  general: 'xiahouDun',
  units: null,
  gold: 0,
  popularSupport: 0,
  hanEmperorToken: false,
  bidTokens: 0,
  seq: 1,
  ...over,
});

describe('labels', () => {
  it('counts and lists as sentences do', () => {
    expect(plural(1, 'spear')).toBe('1 spear');
    expect(plural(2, 'army', 'armies')).toBe('2 armies');
    expect(listSentence(['Wei'])).toBe('Wei');
    expect(listSentence(['Wei', 'Wu', 'Shu'])).toBe('Wei, Wu and Shu');
    expect(rankName(1)).toBe('Grand General');
  });

  it('describes a bid with everything placed with the general and its value', () => {
    const G = newGame({}, seededRng('labels'));
    const battle = bid({ units: { type: 'cavalry', count: 2 }, popularSupport: 1, hanEmperorToken: true });
    // Combat 5 + 2 units + 1 popular support + 1 Han emperor token.
    expect(describeBid(G, battle, 'battle:weiWu')).toBe(
      'Wei: Xiahou Dun with 2 cavalry units, 1 popular support token and the Han emperor token, bid 9.',
    );
    expect(describeBid(G, bid({ general: 'caoCao', gold: 2 }), 'tribal:wei')).toBe('Wei: Cao Cao with 2 gold, tribal relations +2.');
    expect(describeBid(G, bid({ general: 'caoCao' }), 'developFarm')).toBe('Wei: Cao Cao, bid 5.');
  });

  it('spells out costs, prerequisites and hidden hands', () => {
    expect(describeCost({ spear: 1, gold: 1 })).toBe('1 spear and 1 gold');
    expect(describeCost({ army: 1, weapon: 2 })).toBe('1 army (untrained or trained) and 2 weapons of any type');
    expect(describePrerequisite(null)).toBe('None');
    expect(describePrerequisite({ kind: 'rank', min: 1 })).toBe('Rank Grand General or higher');
    expect(describeHandCounts('wu', { hand: 3, enhancementHand: 2, undrawn: 10, drawn: 0 })).toBe(
      'Wu: 3 generals in hand, 2 enhancement cards',
    );
  });

  it('says who the table waits for, from a spectator\u2019s view too', () => {
    const G = newGame({}, seededRng('labels'));
    expect(describeStatus(G)).toBe('Wei, Wu and Shu are recruiting generals.');
    expect(describeStatus(observe(G, null))).toBe('Wei, Wu and Shu are recruiting generals.');
  });
});

describe('card popups', () => {
  it('show every general\u2019s attributes and skill, with the name alone on the trigger', () => {
    for (const id of GENERAL_IDS) {
      const html = renderToStaticMarkup(<GeneralCard id={id} testId="g" />);
      const card = GENERALS[id];
      const text = textOf(html);
      expect(text).not.toContain('undefined');
      expect(text).toContain(
        `Administration ${card.administration.value}, combat ${card.combat.value}, leadership ${card.leadership.value}`,
      );
      expect(text).toContain(card.skillText.value);
      expect(html).toMatch(/<button type="button" class="tip-trigger" aria-describedby="[^"]+" aria-expanded="false">/);
      expect(textOf(html.match(/<span class="card-name" data-testid="g"[^>]*>[^<]*<\/span>/)![0])).toBe(card.name.value);
    }
  });

  it('show every enhancement\u2019s cost, prerequisite, VPs and text', () => {
    for (const id of ENHANCEMENT_IDS) {
      const text = textOf(renderToStaticMarkup(<EnhancementCard id={id} />));
      const card = ENHANCEMENTS[id];
      expect(text).not.toContain('undefined');
      expect(text).toContain(`Cost: ${describeCost(card.cost.value)}`);
      expect(text).toContain(`Prerequisite: ${describePrerequisite(card.prerequisite.value)}`);
      expect(text).toContain(card.text.value);
    }
  });
});
