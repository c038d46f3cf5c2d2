/**
 * Issue 35, item 1: the start screen says what the game is, who wins and the
 * ways it ends, and the Rules panel opens on an overview in the rulebook's
 * words (Game Overview & Goal; Game End), its numbers and its end conditions
 * the engine's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StartScreen } from '../../../src/board/threeKingdomsRedux/App';
import { HelpContext } from '../../../src/board/threeKingdomsRedux/help/HelpContext';
import { HelpPanel } from '../../../src/board/threeKingdomsRedux/help/HelpPanel';
import { OVERVIEW_ID } from '../../../src/board/threeKingdomsRedux/help/overview';
import { helpEntries, searchHelp } from '../../../src/board/threeKingdomsRedux/help/rulesHelp';
import { newGame } from '../../../src/game/threeKingdomsRedux/engine';
import { gameEndReasons } from '../../../src/game/threeKingdomsRedux/maintenance';
import { seededRng } from '../../../src/game/rng';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { byTestId, testIds, textOf } from './markup';

const RULEBOOK = new URL('../../../../shared/rules/rulebook.txt', import.meta.url);

/** What a new player must read: three states, 12 rounds, the most VPs wins, and every end condition. */
const HOW_TO_WIN = [/three states/, /Wei, Wu or Shu|Wei, Wu and Shu/, /12 rounds/, /most victory points \(VPs\)/];
const ENDS = [/round 12/i, /level 5/, /Emperor/, /5th general/];

const startText = (withHelp: boolean) => {
  const screen = <StartScreen onStart={() => {}} onReplay={() => {}} />;
  const html = renderToStaticMarkup(withHelp ? <HelpContext.Provider value={{ open: () => {} }}>{screen}</HelpContext.Provider> : screen);
  return { html, about: textOf(byTestId(html, 'start-about') ?? '') };
};

describe('the start screen says what the game is', () => {
  it('names the states, the rounds, how to win and the four ways the game ends, above the choices', () => {
    const { html, about } = startText(true);
    for (const re of [...HOW_TO_WIN, ...ENDS]) expect(about).toMatch(re);
    // Read before the choices, and it cites the rulebook's sections, linking to the rules' overview.
    expect(testIds(html).indexOf('start-about')).toBeLessThan(testIds(html).indexOf('mode-ai'));
    expect(textOf(byTestId(html, 'start-overview')!)).toBe('Rulebook, Game Overview & Goal; Game End');
  });

  it('without a rules panel at hand the citation stays, as plain text', () => {
    const { html, about } = startText(false);
    expect(html).not.toContain('data-testid="start-overview"');
    expect(about).toContain('at a border. Rulebook, Game Overview & Goal; Game End');
  });
});

describe('the Rules panel opens on an overview', () => {
  const entries = helpEntries();
  const overview = entries[0];
  const text = [overview.title, ...(overview.lead ?? []), ...overview.lines].join('\n');

  it('is the first entry, titled "Overview: how to win", citing its sections', () => {
    expect(overview.id).toBe(OVERVIEW_ID);
    expect(overview.title).toBe('Overview: how to win');
    expect(overview.source).toBe('Rulebook, Game Overview & Goal; Game End');
    const html = renderToStaticMarkup(<HelpPanel onClose={() => {}} />);
    expect(testIds(html).find((id) => id.startsWith('help-') && !['help-panel', 'help-search', 'help-close'].includes(id))).toBe(
      'help-overview',
    );
    const shown = textOf(byTestId(html, 'help-overview')!);
    expect(shown).toContain('“The winner is the player with the most victory points (VPs) at the end of the game.”');
    expect(shown).toContain('A player gains promotion to Emperor, thereby disposing the Han emperor.');
  });

  it('names how to win and every end condition', () => {
    for (const re of [...HOW_TO_WIN, /Round 12\./, /level 5/, /Emperor/, /5th general/]) expect(text).toMatch(re);
    expect(overview.lines).toHaveLength(5); // the lead-in and the four conditions
    // The search reads its paragraphs too: "how do I win?" finds it first.
    expect(searchHelp(entries, 'most victory points')[0].id).toBe(OVERVIEW_ID);
  });

  it('its end conditions are the engine’s: each alone ends the game', () => {
    const fresh = () => newGame({}, seededRng('overview'));
    const conditions: [string, (G: GameState) => void][] = [
      ['Round 12.', (G) => void (G.round = 12)],
      ['level 5 for both of his farm and marketplace', (G) => void ((G.players.wu.farm.level = 5), (G.players.wu.marketplace.level = 5))],
      ['promotion to Emperor', (G) => void (G.players.shu.rank = 5)],
      [
        'stations his 5th general',
        (G) => void (G.players.wei.stationed = Array.from({ length: 5 }, () => G.players.wei.stationed[0] ?? ({} as never))),
      ],
    ];
    expect(gameEndReasons(fresh())).toEqual([]);
    for (const [words, meet] of conditions) {
      const G = fresh();
      meet(G);
      expect(gameEndReasons(G), words).toHaveLength(1);
      expect(
        overview.lines.some((l) => l.includes(words)),
        words,
      ).toBe(true);
    }
  });

  it.skipIf(!existsSync(RULEBOOK))('its quotations are the rulebook’s words', () => {
    const book = readFileSync(RULEBOOK, 'utf8').replace(/\s+/g, ' ');
    const quoted = [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    for (const q of quoted) expect(book, q).toContain(q);
    // The conditions are the Game End section's items.
    for (const item of overview.lines.slice(1)) expect(book).toContain(`- ${item}`);
  });
});
