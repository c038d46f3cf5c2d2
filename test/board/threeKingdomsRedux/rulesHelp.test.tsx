/**
 * The rules at hand (issue 17, item 4): the help panel is written from the
 * engine's rules data (one source), covers every phase, step, action space,
 * scoring category and card, is searchable, and every action space on the
 * board links to its entry.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicBoard } from '../../../src/board/threeKingdomsRedux/components';
import { HelpContext } from '../../../src/board/threeKingdomsRedux/help/HelpContext';
import { HelpPanel } from '../../../src/board/threeKingdomsRedux/help/HelpPanel';
import { HELP_SECTIONS, helpEntries, helpIdOfSpace, searchHelp } from '../../../src/board/threeKingdomsRedux/help/rulesHelp';
import { ENHANCEMENT_IDS, ENHANCEMENTS } from '../../../src/game/threeKingdomsRedux/data/enhancements';
import { GENERAL_IDS, GENERALS } from '../../../src/game/threeKingdomsRedux/data/generals';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { seededRng } from '../../../src/game/rng';
import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS } from '../../../src/game/threeKingdomsRedux/scoring';
import { ALL_SPACES, COMMON_SPACES } from '../../../src/game/threeKingdomsRedux/spaces';
import { byTestId, testIds, textOf } from './markup';
import { describeCost } from '../../../src/game/threeKingdomsRedux/words';

const entries = helpEntries();
const entry = (id: string) => entries.find((e) => e.id === id)!;
const textOfEntry = (id: string) => [entry(id).title, entry(id).subtitle ?? '', ...entry(id).lines].join('\n');

describe('the rules help, from the engine’s data', () => {
  it('has one entry per id, in the panel’s section order', () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const order = HELP_SECTIONS.map(([s]) => s);
    const sections = entries.map((e) => order.indexOf(e.section));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
    expect(sections.every((i) => i >= 0)).toBe(true);
  });

  it('every general’s skill and rulings, word for word from the card data (compendium)', () => {
    for (const id of GENERAL_IDS) {
      const g = GENERALS[id];
      const e = entry(`general-${id}`);
      expect(e.title).toBe(`${g.name.value} — ${g.skillName.value}`);
      expect(e.lines).toEqual([g.skillText.value, ...g.rulings.value]);
      expect(e.subtitle).toContain(`administration ${g.administration.value}, combat ${g.combat.value}, leadership ${g.leadership.value}`);
    }
  });

  it('every enhancement’s text, rulings, cost, prerequisite and VPs from the card data', () => {
    for (const id of ENHANCEMENT_IDS) {
      const c = ENHANCEMENTS[id];
      const e = entry(`enhancement-${id}`);
      expect(e.title).toBe(c.name.value);
      expect(e.lines).toEqual([c.text.value, ...c.rulings.value]);
      expect(e.subtitle).toContain(`cost ${describeCost(c.cost.value)}`);
    }
    expect(entry('enhancement-rattanArmour').subtitle).toBe('Separation deck · cost 1 spear and 1 gold · prerequisite: None · 1 VP');
  });

  it('the phases and steps in the rulebook’s order (Game Sequence, Conflict Phase, Resolution Phase, Update and Maintenance, Game End)', () => {
    expect(entries.filter((e) => e.section === 'sequence').map((e) => e.id)).toEqual([
      'sequence-round',
      'step-recruit',
      'step-alliance',
      'step-bidding',
      'step-turn-order',
      'step-actions',
      'step-tribal',
      'step-maintenance',
      'step-game-end',
    ]);
    // The recruitment table as the rulebook prints it (Recruit Generals), from RECRUITMENT.
    expect(textOfEntry('step-recruit')).toContain('Round 3: Wei draws 3, keeps 1; Wu draws 4, keeps 2; Shu draws 4, keeps 2.');
    // Rulebook, Setup: the initial draft is round 1's recruitment (the drafted tutorial's coach opens on this entry).
    expect(textOfEntry('step-recruit')).toContain('Round 1: Wei draws 6, keeps 4; Wu draws 6, keeps 3; Shu draws 6, keeps 2.');
    expect(textOfEntry('step-game-end')).toContain('round 12 is played');
    expect(textOfEntry('step-alliance')).toContain('"win popular support" and "control Han emperor"');
  });

  it('each action space: what it does and costs, with the rulebook’s numbers (Take Actions)', () => {
    for (const space of COMMON_SPACES) expect(entry(`space-${space}`).subtitle).toMatch(/^Bid on /);
    expect(entry('space-developFarm').subtitle).toBe('Bid on administration');
    expect(entry('space-recruitArmies').subtitle).toBe('Bid on combat');
    expect(textOfEntry('space-developFarm')).toContain('sell the rest for 5 rice each');
    expect(textOfEntry('space-developMarketplace')).toContain('sell the rest for 4 gold each');
    expect(textOfEntry('space-trade')).toContain('buy 4 rice for 3 gold or sell 4 for 5 gold, per lot, at most 12 rice');
    expect(textOfEntry('space-trade')).toContain('buy 3 weapons for 5 gold or sell 3 for 7 gold, per lot, at most 6 weapons');
    expect(textOfEntry('space-hireInstructor')).toContain('pay 1 rice and train up to 2 untrained armies');
    expect(textOfEntry('space-recruitArmies')).toContain('Take 2 untrained armies.');
    expect(textOfEntry('space-controlHanEmperor')).toContain('Governor → Grand General → Prime Minister → Duke → King → Emperor');
  });

  it('the scoring categories of the Scoring Sheet, in its order, with the place and border VPs', () => {
    const scoring = entries.filter((e) => e.section === 'scoring');
    expect(scoring.map((e) => e.title)).toEqual(SCORE_CATEGORIES.map((c) => SCORE_CATEGORY_LABELS[c]));
    expect(textOfEntry('score-domesticDevelopment')).toContain(
      'Individual first: 5 VPs; Joint first: 3 VPs; Individual second: 2 VPs; Joint second: 1 VP; Individual third: 0 VPs',
    );
    expect(textOfEntry('score-border')).toContain(
      'Both won: 5 VP; one won, one tied: 3; one won, one lost, or both tied: 2; one tied, one lost: 1; both lost: 0',
    );
    expect(textOfEntry('score-civilHarmony')).toContain('level 9: +1, level 10: +2, level 11: +3, level 12: +4');
    expect(textOfEntry('score-deficit')).toContain('-3 VP per deficit token');
  });

  it('every action space on the board has an entry to link to', () => {
    for (const space of ALL_SPACES)
      expect(
        entries.some((e) => e.id === helpIdOfSpace(space)),
        space,
      ).toBe(true);
    expect(helpIdOfSpace('battle:weiWu')).toBe('space-battle');
    expect(helpIdOfSpace('tribal:shu')).toBe('space-tribal');
  });
});

describe('searching the rules', () => {
  it('matches every word, in any order, ignoring case and accents', () => {
    // The card itself first, then the cards whose rulings mention it.
    const rattan = searchHelp(entries, 'rattan').map((e) => e.id);
    expect(rattan[0]).toBe('enhancement-rattanArmour');
    expect(rattan).toContain('enhancement-ironArmour');
    const armour = searchHelp(entries, 'ARMOUR infantry').map((e) => e.id);
    expect(armour).toContain('enhancement-rattanArmour');
    expect(armour).toContain('enhancement-ironArmour');
    expect(armour).not.toContain('enhancement-horseArmour');
    expect(searchHelp(entries, 'cáo cáo authority').map((e) => e.id)).toEqual(['general-caoCao']);
    expect(searchHelp(entries, 'harvest granary').map((e) => e.id)).toContain('space-developFarm');
    expect(searchHelp(entries, 'zzzz')).toEqual([]);
    expect(searchHelp(entries, '  ')).toHaveLength(entries.length);
  });
});

describe('the panel and the board’s links', () => {
  it('the panel lists every entry under its section, the linked one marked', () => {
    const html = renderToStaticMarkup(<HelpPanel focus="space-trade" onClose={() => {}} />);
    const ids = testIds(html).filter((id) => id.startsWith('help-') && id !== 'help-panel' && id !== 'help-search' && id !== 'help-close');
    expect(ids).toEqual(entries.map((e) => `help-${e.id}`));
    expect(byTestId(html, 'help-space-trade')).toContain('help-current');
    expect(textOf(byTestId(html, 'help-general-caoCao')!)).toContain(GENERALS.caoCao.skillText.value);
  });

  it('every action space on the board links to its entry (only where a rules panel is at hand)', () => {
    const G = observe(newGame({}, seededRng('help-links')), null);
    const opened: string[] = [];
    const withHelp = renderToStaticMarkup(
      <HelpContext.Provider value={{ open: (id) => void opened.push(id ?? '') }}>
        <PublicBoard G={G} seat={null} />
      </HelpContext.Provider>,
    );
    for (const space of ALL_SPACES) {
      const link = byTestId(byTestId(withHelp, `space-${space}`)!, `help-link-${space}`);
      expect(link, space).not.toBeNull();
      expect(link).toContain('aria-label="Rules: ');
    }
    expect(testIds(renderToStaticMarkup(<PublicBoard G={G} seat={null} />)).some((id) => id.startsWith('help-link-'))).toBe(false);
  });
});
