/**
 * The page shell's online host, rendered to static markup with High Card Duel (the clicking against
 * a real server is in test/e2e/tinyGameOnline.test.ts): the place in the address, the form that
 * creates a match with the game's seats, and the game page's way into online play.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineHost } from '../../../src/board/shell/online/OnlineHost';
import { onlinePlaceHash, parseOnlinePlace } from '../../../src/board/shell/online/onlinePlace';
import { Shell } from '../../../src/board/shell/Shell';
import { threeKingdomsReduxPage } from '../../../src/board/threeKingdomsRedux/page';
import { testIds, textByTestId } from '../../board/threeKingdomsRedux/markup';
import { highCardDuel } from '../highCardDuel';
import { duelPage } from './duelPage';

const played = duelPage.play.kind === 'shell' ? duelPage.play : null;
if (!played) throw new Error('the duel is played by the shell');

describe('the online place in the address', () => {
  it('names a game, and a match of it, and nothing else', () => {
    expect(parseOnlinePlace('#match/high-card-duel')).toEqual({ gameId: 'high-card-duel', matchID: null });
    expect(parseOnlinePlace('#match/high-card-duel/')).toEqual({ gameId: 'high-card-duel', matchID: null });
    expect(parseOnlinePlace('#match/high-card-duel/abc_1-2')).toEqual({ gameId: 'high-card-duel', matchID: 'abc_1-2' });
    expect(parseOnlinePlace('#watch/high-card-duel/abc_1-2')).toEqual({ gameId: 'high-card-duel', matchID: 'abc_1-2', watching: true });
    for (const hash of [
      '',
      '#online',
      '#match',
      '#match/',
      '#match/duel/a/b',
      '#match/duel/a b',
      '#online/play/abc',
      '#watch/high-card-duel',
      '#watch/high-card-duel/',
      '#watch/duel/a/b',
    ])
      expect(parseOnlinePlace(hash)).toBeNull();
    for (const place of [
      { gameId: 'high-card-duel', matchID: null },
      { gameId: 'high-card-duel', matchID: 'm1' },
      { gameId: 'high-card-duel', matchID: 'm1', watching: true },
    ])
      expect(parseOnlinePlace(onlinePlaceHash(place))).toEqual(place);
  });
});

describe('the online host', () => {
  afterEach(() => vi.unstubAllGlobals());
  const noop = () => {};

  it("offers the game's seats by name to create a match, with no seat count for a game of one size", () => {
    const markup = renderToStaticMarkup(<OnlineHost game={duelPage} played={played} matchID={null} onMatch={noop} onLeave={noop} />);
    expect(textByTestId(markup, 'online-seat')).toBe('NorthSouth');
    expect(testIds(markup)).not.toContain('online-seat-count');
    // No name yet: nothing to create with.
    expect(markup).toMatch(/data-testid="online-create-match"[^>]*disabled/);
  });

  it('offers a seat count within the contract range when the game takes several', () => {
    const seats = { ...highCardDuel.seats, max: 4, ids: (n: number) => ['north', 'south', 'east', 'west'].slice(0, n) as never };
    const game = { ...duelPage, contract: { ...highCardDuel, seats } };
    const markup = renderToStaticMarkup(<OnlineHost game={game} played={played} matchID={null} onMatch={noop} onLeave={noop} />);
    expect(textByTestId(markup, 'online-seat-count')).toBe('234');
  });

  it("opens from the address on the game's online place, and TKR keeps its own", () => {
    const games = [threeKingdomsReduxPage(), duelPage];
    vi.stubGlobal('location', { hash: '#match/high-card-duel', pathname: '/', search: '' });
    expect(testIds(renderToStaticMarkup(<Shell games={games} />))).toContain('online-create');
    vi.stubGlobal('location', { hash: '#match/high-card-duel/m1', pathname: '/', search: '' });
    expect(testIds(renderToStaticMarkup(<Shell games={games} />))).toContain('match-loading');
    vi.stubGlobal('location', { hash: '#watch/high-card-duel/m1', pathname: '/', search: '' });
    expect(testIds(renderToStaticMarkup(<Shell games={games} />))).toContain('match-loading');
    vi.stubGlobal('location', { hash: '#match/three-kingdoms-redux', pathname: '/', search: '' });
    expect(testIds(renderToStaticMarkup(<Shell games={games} />))).toContain('game-list');
  });
});
