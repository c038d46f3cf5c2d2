/**
 * Kept Dragons & Tigers matches for the end-to-end tests: seeded Medium bots play both seats through
 * the page's own local match (the same master and seed the page replays with) until a position the
 * test wants, and the moves so far become a kept match the page's start screen offers to resume.
 * A kept match reaches a combat or a Hard bot's march in a second instead of a game's minutes of clicks.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createDtBot } from '../../src/bots/dragonsAndTigers/registry';
import type { KeptMatch } from '../../src/board/shell/keptMatches';
import { LocalContractMatch } from '../../src/board/shell/localContractMatch';
import { latestCombat } from '../../src/board/dragonsAndTigers/CombatPanel';
import { dragonsAndTigers } from '../../src/game/dragonsAndTigers/contract';
import type { DtState, Move, Seat } from '../../src/game/dragonsAndTigers/model/state';
import { seededRng } from '../../src/game/rng';

type Wanted = (G: DtState, played: number, last: { seat: string; move: Move } | null, before: DtState | null) => boolean;

/**
 * A 2-seat match against the AI, the player at Blue Dragon, `bot` at White Tiger, played by seeded
 * Medium bots until `wanted` holds of the state, the moves played, the last move and the state before it.
 */
export function keptDragonsMatch(id: string, seed: string, bot: string, wanted: Wanted): KeptMatch {
  const settings = { seed, seatCount: 2, options: dragonsAndTigers.setup.defaults };
  const match = new LocalContractMatch(dragonsAndTigers, settings);
  match.start();
  const medium = createDtBot('medium');
  const random = seededRng(`${seed}-bots`);
  let before: DtState | null = null;
  try {
    for (;;) {
      const seen = match.snapshot('blueDragon')!;
      const G = seen.view as DtState;
      const last = (match.moves[match.moves.length - 1] as { seat: string; move: Move } | undefined) ?? null;
      if (wanted(G, match.moves.length, last, before)) break;
      if (seen.result) throw new Error(`seed ${seed}: the position wanted never came`);
      const seat = seen.toAct[0] as Seat;
      const view = match.snapshot(seat)!.view as DtState;
      before = G;
      if (!match.move(seat, medium.decide(view, seat, random))) throw new Error(`seed ${seed}: a bot's move was refused`);
    }
  } finally {
    match.stop();
  }
  const choice = { mode: 'ai' as const, human: 'blueDragon', bots: { whiteTiger: bot }, settings };
  return { version: 1, id, gameId: dragonsAndTigers.id, choice, moves: [...match.moves], finished: false, savedAt: Date.now() };
}

/** The kinds of move `clickMove` makes: their fields are pieces and places the tray or the map offers. */
const CLICKABLE = new Set(['fight', 'retreat', 'command', 'betray', 'relocate', 'decree', 'done']);

/**
 * A kept match just before a move of Blue Dragon's that brings at least two steps of one combat at once
 * (a presentation to watch and skip), and that move: the seeded bots' own choice there.
 */
export function keptBeforeCombatSteps(id: string, seed: string): { kept: KeptMatch; move: Move } {
  const through = keptDragonsMatch(id, seed, 'medium', (G, _played, last, before) => {
    if (!last || !before || last.seat !== 'blueDragon' || !CLICKABLE.has(last.move.type)) return false;
    const now = latestCombat(G);
    const then = latestCombat(before);
    if (!now) return false;
    const shownAlready = then && then.start === now.start ? then.lines.length : 1;
    return now.lines.length - shownAlready >= 2;
  });
  const move = through.moves[through.moves.length - 1].move as Move;
  return { kept: { ...through, moves: through.moves.slice(0, -1) }, move };
}

/** Keeps `kept` in the page's browser (the shell's store, keptMatches.ts) and reloads, so the start screen lists it. */
export async function keepInBrowser(page: Page, kept: KeptMatch): Promise<void> {
  await page.evaluate((k) => localStorage.setItem(`shell:match:${k.id}`, JSON.stringify(k)), kept);
  await page.reload();
}

/**
 * Makes `move` on the table by clicking: each field's value where the step offers it (in the tray, or
 * lit on the map), then Confirm. For the moves of CLICKABLE.
 */
export async function clickMove(page: Page, move: Move): Promise<void> {
  const values = Object.entries(move).filter(([field]) => field !== 'type');
  for (let step = 0; step < 8; step++) {
    const confirm = page.locator('[data-testid="tray-confirm"]:enabled');
    if ((await confirm.count()) > 0) {
      await confirm.click();
      return;
    }
    const ids = [
      `option-type-${move.type}`,
      ...values.flatMap(([field, value]) => [
        `option-${field}-${String(value)}`,
        `area-lit-${String(value)}`,
        `character-${String(value)}`,
      ]),
    ];
    const offered = await page.evaluate((list) => list.find((id) => document.querySelector(`[data-testid="${id}"]`)) ?? null, ids);
    expect(
      offered,
      `no step offers ${JSON.stringify(move)}: ${await page.locator('[data-testid="decision-panel"]').textContent()}`,
    ).not.toBeNull();
    await page.click(`[data-testid="${offered}"]`);
  }
  throw new Error(`${JSON.stringify(move)} did not come to Confirm`);
}
