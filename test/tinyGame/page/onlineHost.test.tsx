/**
 * The page shell's online host, rendered to static markup with High Card Duel (the clicking against
 * a real server is in test/e2e/tinyGameOnline.test.ts): the place in the address (a match, or watching
 * one), the form that creates a match with the game's seats, the list of the server's matches to
 * join or watch, and the game page's way into online play.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineHost } from '../../../src/board/shell/online/OnlineHost';
import { OpenMatchList } from '../../../src/board/shell/online/OpenMatches';
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
    const markup = renderToStaticMarkup(
      <OnlineHost game={duelPage} played={played} matchID={null} onMatch={noop} onWatch={noop} onLeave={noop} />,
    );
    expect(textByTestId(markup, 'online-seat')).toBe('NorthSouth');
    expect(testIds(markup)).not.toContain('online-seat-count');
    // No name yet: nothing to create with.
    expect(markup).toMatch(/data-testid="online-create-match"[^>]*disabled/);
  });

  it('offers a seat count within the contract range when the game takes several', () => {
    const seats = { ...highCardDuel.seats, max: 4, ids: (n: number) => ['north', 'south', 'east', 'west'].slice(0, n) as never };
    const game = { ...duelPage, contract: { ...highCardDuel, seats } };
    const markup = renderToStaticMarkup(
      <OnlineHost game={game} played={played} matchID={null} onMatch={noop} onWatch={noop} onLeave={noop} />,
    );
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

describe("the online page's list of matches", () => {
  const noop = () => {};
  const match = (matchID: string, names: (string | undefined)[]) => ({
    matchID,
    gameName: highCardDuel.id,
    players: names.map((name, id) => ({ id, ...(name === undefined ? {} : { name }) })),
    createdAt: 1,
    updatedAt: 1,
  });

  it('names each seat by the game with its player, offers a free seat, the held seat back, and watching every match', () => {
    const markup = renderToStaticMarkup(
      <OpenMatchList
        contract={highCardDuel}
        matches={[match('open', ['Alice', undefined]), match('full', ['Alice', 'Brian']), match('mine', ['Carol', 'Dan'])]}
        heldSeat={(id) => (id === 'mine' ? '1' : null)}
        onOpen={noop}
        onWatch={noop}
      />,
    );
    const rows = markup.split('data-testid="listed-match"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('North</strong>: Alice');
    expect(rows[0]).toContain('South</strong>: free');
    expect(rows[0]).toMatch(/data-testid="open-match"[^>]*>Join</);
    // Every seat taken and none held here: watching only.
    expect(rows[1]).not.toContain('open-match');
    expect(rows[2]).toMatch(/data-testid="open-match"[^>]*>Back to your seat \(South\)</);
    for (const row of rows) expect(row).toContain('data-testid="watch-listed-match"');
  });

  it('says when there is no match', () => {
    const markup = renderToStaticMarkup(
      <OpenMatchList contract={highCardDuel} matches={[]} heldSeat={() => null} onOpen={noop} onWatch={noop} />,
    );
    expect(textByTestId(markup, 'no-matches')).toBe('No matches going on: create one.');
  });
});
