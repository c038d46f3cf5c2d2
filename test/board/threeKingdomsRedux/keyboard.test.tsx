/**
 * Keyboard play on the table, from a real bid: Escape's one step back (and
 * where focus goes), the banner once a space is chosen, and the roving-focus
 * marks on the hand's and the spaces' controls (the keys themselves are
 * driven in chromium by test/e2e/keyboard.test.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fastRandomMove } from '../../../src/bots/threeKingdomsRedux/random';
import { currentDecision, statesToAct } from '../../../src/game/threeKingdomsRedux/engine';
import { observe } from '../../../src/game/threeKingdomsRedux/playerView';
import { playGame } from '../../../src/game/threeKingdomsRedux/simulate';
import type { GameState } from '../../../src/game/threeKingdomsRedux/state';
import { Hand, PublicBoard } from '../../../src/board/threeKingdomsRedux/components';
import { panelKind } from '../../../src/board/threeKingdomsRedux/decisions';
import { trayPrompt } from '../../../src/board/threeKingdomsRedux/table/DecisionTray';
import { stepBack } from '../../../src/board/threeKingdomsRedux/table/stepBack';
import { TableContext, type Draft, type TableApi } from '../../../src/board/threeKingdomsRedux/table/TableContext';
import { emptyDraft } from '../../../src/board/threeKingdomsRedux/table/useTableState';

let firstBid: GameState | null = null;
playGame('keys', fastRandomMove, {
  afterMove(G) {
    if (!firstBid && currentDecision(G).kind === 'bid') firstBid = structuredClone(G);
  },
});
const G = firstBid as unknown as GameState;
const seat = statesToAct(G)[0];
const general = G.players[seat].secret.hand[0];

function tableFor(draft: Partial<Draft>): TableApi {
  const view = observe(G, seat);
  return {
    G: view,
    seat,
    kind: panelKind(view, seat),
    active: true,
    draft: { ...emptyDraft(), ...draft },
    update: () => {},
    stage: () => {},
  };
}
const picked: Partial<Draft> = { bid: { ...emptyDraft().bid, general } };
const chosen: Partial<Draft> = { bid: { ...emptyDraft().bid, general, space: 'developFarm', spaceChosen: true, gold: 1 } };

describe('Escape steps back one step', () => {
  it('a chosen space is un-chosen with its extras, and focus goes to that space if it was lost', () => {
    expect(stepBack(tableFor(chosen))).toEqual({ patch: { bid: { ...emptyDraft().bid, general } }, focus: 'target-developFarm' });
  });
  it('a picked general is put back, and focus goes to his card', () => {
    expect(stepBack(tableFor(picked))).toEqual({ patch: { bid: emptyDraft().bid }, focus: `pick-${general}` });
  });
  it('a staged pass is taken back first; with nothing chosen there is no step to undo', () => {
    expect(stepBack(tableFor({ ...picked, staged: { move: { type: 'pass' }, label: 'Pass' } }))).toEqual({
      patch: { staged: null },
      focus: null,
    });
    expect(stepBack(tableFor({}))).toBeNull();
  });
});

describe('the bid in words and in focus groups', () => {
  it('the banner asks for Confirm once a space is chosen, not for another click', () => {
    expect(trayPrompt(tableFor(picked))).toMatch(/click a highlighted space$/);
    expect(trayPrompt(tableFor(chosen))).toMatch(/ on develop farm or harvest: confirm or change the bid$/);
  });

  it('the hand and the lit spaces are roving groups; the chosen space confirms on Enter', () => {
    const t = tableFor(chosen);
    const html = renderToStaticMarkup(
      <TableContext.Provider value={t}>
        <PublicBoard G={t.G} seat={seat} hand={false} />
        <Hand G={t.G} seat={seat} />
      </TableContext.Provider>,
    );
    const pickButtons = html.match(/<button[^>]*data-testid="pick-[^"]*"[^>]*>/g) ?? [];
    expect(pickButtons.length).toBe(G.players[seat].secret.hand.length);
    for (const b of pickButtons) expect(b).toContain('data-roving="hand"');
    // The picked card's name is described by its Pick button, not a second tab stop.
    expect(html).toMatch(/class="tip-trigger"[^>]* tabindex="-1"/);
    const spaces = html.match(/<button[^>]*data-testid="target-[^"]*"[^>]*>/g) ?? [];
    expect(spaces.length).toBeGreaterThan(0);
    for (const b of spaces) expect(b).toContain('data-roving="spaces"');
    expect(spaces.filter((b) => b.includes('data-confirm-on-enter="true"'))).toEqual([
      expect.stringContaining('data-testid="target-developFarm"'),
    ]);
    expect(html).toContain('data-testid="hand-next-step"');
  });
});
