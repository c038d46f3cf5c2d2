/**
 * The combat panel on a seeded combat (5.3 valor, 5.4 battle, 5.5 retreat): each step with its dice
 * drawn as faces (hits in red), the rating they met and the hits; new steps shown one by one until
 * skipped; the log beside it says the same in sentences.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CombatSteps, latestCombat } from '../../../src/board/dragonsAndTigers/CombatPanel';
import { DtTable } from '../../../src/board/dragonsAndTigers/DtTable';
import { dragonsAndTigers as dt } from '../../../src/game/dragonsAndTigers/contract';
import { playInPlace } from '../../../src/game/dragonsAndTigers/engine';
import type { DtState, Move } from '../../../src/game/dragonsAndTigers/model/state';
import { clearedGame, dice, place, turnAt } from '../../game/dragonsAndTigers/builder';
import { byTestId, textOf } from '../threeKingdomsRedux/markup';

/** Xiahou Dun (valor 3, ☆☆) attacks Wen Chou (valor 3, ☆☆) in Bohai, 5 armies each: valor 2 and 4, then one battle round. */
function foughtRound(): DtState {
  const G = clearedGame();
  place(G, 'caoCao', 'yanzhou', ['caoCao'], 1);
  place(G, 'yuanShao', 'youzhou', ['yuanShao'], 1);
  place(G, 'yuanShao', 'bohai', ['wenChou'], 5);
  place(G, 'caoCao', 'bohai', ['xiahouDun'], 5);
  return turnAt(G, 'blueDragon', 'caoCao', 'combat', dice(2, 4, 1, 1, 6, 6, 6, 2, 2, 3));
}

const table = (G: DtState): string =>
  renderToStaticMarkup(<DtTable view={dt.view(G, 'blueDragon')} seat="blueDragon" toAct={dt.toAct(G)} result={null} onMove={() => {}} />);

/** The faces drawn in a piece of markup, in order: "2 (hit)" for a die that hits. */
const faces = (html: string): string[] => [...html.matchAll(/class="dt-die[^"]*"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);

const step = (html: string, name: string): string => {
  const at = html.indexOf(`data-step="${name}"`);
  expect(at, name).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf('</li>', html.indexOf('</ul>', at)));
};

describe('the combat panel', () => {
  it('5.3, 5.4: each step shows its dice as faces, the rating they met and the hits', () => {
    const G = foughtRound();
    const panel = byTestId(table(G), 'combat-panel')!;
    expect(textOf(panel)).toContain('Combat in Bohai: Retreat (5.5) · round 1');
    const valor = step(panel, 'valor');
    // The attackers' part first: Xiahou Dun's 4 misses his valor 3, Wen Chou's 2 hits twice.
    expect(faces(valor)).toEqual(['4', '2 (hit)']);
    expect(textOf(valor)).toContain('Attackers: Xiahou Dun  against valor 3 → 0 hits');
    expect(textOf(valor)).toContain('Defenders: Wen Chou  against valor 3 → 2 hits');
    const battle = step(panel, 'battle');
    expect(faces(battle)).toEqual(['2 (hit)', '2 (hit)', '3', '1 (hit)', '1 (hit)', '6', '6', '6']);
    expect(textOf(battle)).toContain('Battle, round 1 (5.4)');
    expect(textOf(battle)).toContain('at most command 2 (Xiahou Dun) → 2 hits');
    expect(textOf(battle)).toContain('at most command 2 (Wen Chou) → 2 hits');
    // Already in the log when the table opened: shown at once, nothing to skip.
    expect(panel).not.toContain('Skip');
  });

  it('the log beside the map says each step as a sentence with its dice', () => {
    const latest = textOf(byTestId(table(foughtRound()), 'latest-log')!);
    expect(latest).toContain("the defenders' Wen Chou (valor 3) rolls 2: at most 3, 2 hits");
    expect(latest).toContain('the attackers roll 2, 2, 3 against command 2 (Xiahou Dun 2): 2 hits');
  });

  it('a presentation in progress shows the steps so far and a Skip button', () => {
    const G = foughtRound();
    const latest = latestCombat(G)!;
    expect(latest.lines.map((line) => line.record.step)).toEqual(['valor', 'battle']);
    const partway = renderToStaticMarkup(<CombatSteps G={G} latest={latest} shown={1} onSkip={() => {}} onClose={() => {}} />);
    expect(partway).toContain('data-step="valor"');
    expect(partway).not.toContain('data-step="battle"');
    expect(textOf(partway)).toContain('Skip: show every step');
    const whole = renderToStaticMarkup(<CombatSteps G={G} latest={latest} shown={2} onSkip={() => {}} onClose={() => {}} />);
    expect(whole).toContain('data-step="battle"');
    expect(whole).not.toContain('Skip');
  });

  it('5.5: after a retreat the panel shows the combat over, with a Close button, until the round ends', () => {
    const G = foughtRound();
    const retreat = dt.legalMoves(G, 'blueDragon').find((m): m is Extract<Move, { type: 'retreat' }> => m.type === 'retreat')!;
    expect(playInPlace(G, 'blueDragon', retreat, dice())).toBeNull();
    expect(G.combat).toBeNull();
    const panel = textOf(byTestId(table(G), 'combat-panel')!);
    expect(panel).toContain('Combat in Bohai: over');
    expect(panel).toContain('Retreat (5.5): the attackers withdraw to');
    expect(panel).toContain('Close');
    // The next round: the panel is gone, the log keeps the lines.
    G.round++;
    expect(byTestId(table(G), 'combat-panel')).toBeNull();
  });
});
