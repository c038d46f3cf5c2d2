/**
 * The page shell with High Card Duel registered beside Three Kingdoms Redux, rendered to static markup
 * (the clicking is in test/e2e/tinyGamePage.test.ts): the list of games, a game's choices, its table.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LazyPageGame } from '../../../src/board/shell/pageGame';
import { Shell } from '../../../src/board/shell/Shell';
import { threeKingdomsReduxPage } from '../../../src/board/threeKingdomsRedux/page';
import { seededRng } from '../../../src/game/rng';
import { byTestId, testIds, textByTestId, textOf } from '../../board/threeKingdomsRedux/markup';
import { HIDDEN_CARD, highCardDuel } from '../highCardDuel';
import { DuelTable } from './DuelTable';
import { duelPage } from './duelPage';

const tkr = threeKingdomsReduxPage();

describe('the start screen', () => {
  it('lists every game registered, in order, with its seats and its rules at hand', () => {
    const markup = renderToStaticMarkup(<Shell games={[tkr, duelPage]} />);
    const ids = testIds(markup);
    expect(ids).toContain('game-list');
    expect(ids.filter((id) => id.startsWith('choose-'))).toEqual(['choose-three-kingdoms-redux', 'choose-high-card-duel']);
    expect(textByTestId(markup, 'game-three-kingdoms-redux')).toContain('3 players');
    expect(textByTestId(markup, 'game-high-card-duel')).toContain('2 players');
    expect(ids).toContain('rules-high-card-duel');
    // No game is open yet.
    expect(ids).not.toContain('start-screen');
    expect(ids).not.toContain('match-choices');
  });

  it('with one game, opens it at once and offers no way back to a list', () => {
    const tkrOnly = renderToStaticMarkup(<Shell games={[tkr]} />);
    expect(testIds(tkrOnly)).toContain('start-screen');
    expect(testIds(tkrOnly)).not.toContain('all-games');
    const duelOnly = renderToStaticMarkup(<Shell games={[duelPage]} />);
    expect(testIds(duelOnly)).toContain('page-high-card-duel');
    expect(testIds(duelOnly)).not.toContain('all-games');
  });
});

describe('a game loaded when chosen', () => {
  let loads = 0;
  const lazyDuel: LazyPageGame = {
    listing: { id: highCardDuel.id, title: highCardDuel.title, seats: highCardDuel.seats },
    summary: duelPage.summary,
    load: () => {
      loads++;
      return Promise.resolve(duelPage);
    },
  };

  it('is listed from its listing alone, its code not loaded', () => {
    const markup = renderToStaticMarkup(<Shell games={[tkr, lazyDuel]} />);
    expect(testIds(markup).filter((id) => id.startsWith('choose-'))).toEqual(['choose-three-kingdoms-redux', 'choose-high-card-duel']);
    expect(textByTestId(markup, 'game-high-card-duel')).toContain(`2 players. ${duelPage.summary}`);
    expect(loads).toBe(0);
  });

  it('says it is loading until its code is there', () => {
    const markup = renderToStaticMarkup(<Shell games={[lazyDuel]} />);
    expect(textByTestId(markup, 'game-loading')).toBe(`Loading ${highCardDuel.title}…`);
    expect(testIds(markup)).not.toContain('match-choices');
  });
});

describe('the address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the game whose place it names, and the list when it names none', () => {
    vi.stubGlobal('location', { hash: '#local/no-such-game', pathname: '/', search: '' });
    expect(tkr.ownsAddress?.('#local/no-such-game')).toBe(true);
    expect(duelPage.ownsAddress?.('#local/no-such-game') ?? false).toBe(false);
    const kept = renderToStaticMarkup(<Shell games={[duelPage, tkr]} />);
    expect(testIds(kept)).toContain('start-screen');
    expect(testIds(kept)).toContain('all-games');
    vi.stubGlobal('location', { hash: '#elsewhere', pathname: '/', search: '' });
    expect(testIds(renderToStaticMarkup(<Shell games={[duelPage, tkr]} />))).toContain('game-list');
  });
});

describe("a game the shell plays: High Card Duel's choices", () => {
  const markup = renderToStaticMarkup(<Shell games={[duelPage]} />);

  it('offers against the AI and hotseat for its own number of seats, each seat by name', () => {
    const text = textOf(byTestId(markup, 'match-choices')!);
    expect(text).toContain('Against AI opponents');
    expect(text).toContain('Hotseat: 2 players on one screen');
    expect(textByTestId(markup, 'human-seat')).toBe('NorthSouth');
    expect(text).toContain('South is played by the');
    expect(testIds(markup)).toEqual(expect.arrayContaining(['mode-ai', 'mode-hotseat', 'bot-south', 'seed', 'start']));
    expect(testIds(markup)).not.toContain('setup-error');
  });
});

describe('the choices of a game the shell plays, from its contract', () => {
  it('offer a seat count when the game takes several, and hold the start while the contract refuses the options', () => {
    const seats = { ...highCardDuel.seats, max: 4, ids: (n: number) => ['north', 'south', 'east', 'west'].slice(0, n) as never };
    const contract = { ...highCardDuel, seats, setup: { ...highCardDuel.setup, defaults: { jokers: true } as never } };
    const markup = renderToStaticMarkup(<Shell games={[{ ...duelPage, contract }]} />);
    expect(textByTestId(markup, 'seat-count')).toBe('234');
    expect(textByTestId(markup, 'setup-error')).toBe(highCardDuel.setup.error({ jokers: true }, 2)!);
    expect(byTestId(markup, 'start')).toContain('disabled');
  });
});

describe("High Card Duel's table", () => {
  const G = highCardDuel.newGame({}, seededRng('table'));
  const noMove = () => {};

  it('shows the hand to pick from, the tricks, and Confirm held until a card is picked', () => {
    const markup = renderToStaticMarkup(
      <DuelTable view={highCardDuel.view(G, 'north')} seat="north" toAct={['north']} result={null} onMove={noMove} />,
    );
    for (const card of G.hands.north) expect(byTestId(markup, `duel-card-${card}`)).not.toContain('disabled');
    for (const card of G.hands.south) expect(testIds(markup)).not.toContain(`duel-card-${card}`);
    expect(textByTestId(markup, 'duel-turn')).toBe('Your turn, North: play a card.');
    expect(textByTestId(markup, 'duel-score')).toBe('Tricks: North 0, South 0');
    expect(byTestId(markup, 'duel-confirm')).toContain('disabled');
  });

  it("keeps the cards still while it is the other seat's turn, and shows the card led", () => {
    const led = highCardDuel.apply(G, 'north', { card: G.hands.north[0] }, seededRng('apply'));
    if (!led.ok) throw new Error(led.error);
    const view = highCardDuel.view(led.state, 'north');
    expect(view.hands.south).toEqual([HIDDEN_CARD, HIDDEN_CARD, HIDDEN_CARD]);
    const markup = renderToStaticMarkup(<DuelTable view={view} seat="north" toAct={['south']} result={null} onMove={noMove} />);
    for (const card of view.hands.north) expect(byTestId(markup, `duel-card-${card}`)).toContain('disabled');
    expect(textByTestId(markup, 'duel-turn')).toBe('South to play.');
    expect(textByTestId(markup, 'duel-trick')).toBe(`North led ${G.hands.north[0]}.`);
  });
});
