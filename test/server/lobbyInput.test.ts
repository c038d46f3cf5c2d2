/**
 * The Lobby API's input: what boardgame.io 0.50.2 checks itself, and what the
 * server adds (src/server/http/lobbyGuard.ts says why each one). Every refused
 * request answers 4xx with a message saying what is wrong, and changes
 * nothing: no match created, no seat taken, no name changed.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOBBY_BODY_BYTES } from '../../src/server/http/lobbyGuard';
import { MAX_NAME_LENGTH } from '../../src/shared/playerName';
import { createMatch, startTestServer, type TestServer } from './harness';

describe('Lobby API input', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(async () => {
    await ts?.close();
  });

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${ts.url}/games/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  }

  /** A POST whose body is sent in chunks, with no Content-Length. */
  function chunkedPost(path: string, body: string): Promise<{ status: number; text: string }> {
    const { hostname, port } = new URL(ts.url);
    return new Promise((ok, fail) => {
      const req = request(
        { hostname, port, path: `/games/${path}`, method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => ok({ status: res.statusCode ?? 0, text }));
        },
      );
      // The server may answer and close before the whole body is sent.
      req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : fail(e)));
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.slice(i, i + 16 * 1024));
      req.end();
    });
  }

  const metadataOf = async (matchID: string) => (await ts.server.storage.fetch(matchID, { metadata: true })).metadata;
  const matchCount = async () => (await ts.server.storage.listMatches()).length;

  /** Sends `body` to `path` and expects `status` with `message`, and no change to the match (or to the number of matches). */
  async function refused(path: string, body: unknown, status: number, message: string | RegExp, matchID?: string) {
    const before = { count: await matchCount(), metadata: matchID ? await metadataOf(matchID) : undefined };
    const answer = await post(path, body);
    expect(answer.status, `${path} ${JSON.stringify(body)?.slice(0, 80)}: ${answer.text}`).toBe(status);
    expect(answer.text).toMatch(message);
    expect(await matchCount()).toBe(before.count);
    if (matchID) expect(await metadataOf(matchID)).toEqual(before.metadata);
  }

  const create = (name = 'three-kingdoms-redux') => `${name}/create`;

  describe('what boardgame.io checks already', () => {
    it('a taken seat, wrong credentials, an unknown match (and an unknown game, which the server now answers first)', async () => {
      // Not repeated back: an error body carries none of the client's text (issue 14).
      await refused(create('chess'), { numPlayers: 3 }, 404, /^There is no such game here\.$/);
      const { matchID, seats } = await createMatch(ts, { seated: 1 });
      await refused(`three-kingdoms-redux/${matchID}/join`, { playerID: '0', playerName: 'Intruder' }, 409, /not available/, matchID);
      await refused(
        `three-kingdoms-redux/${matchID}/leave`,
        { playerID: '0', credentials: `${seats[0].credentials}x` },
        403,
        /Invalid credentials/,
        matchID,
      );
      await refused(`three-kingdoms-redux/no-such-match/join`, { playerName: 'Nobody' }, 404, /not found/);
    });
  });

  describe('what the server adds', () => {
    it('numPlayers is exactly the number 3 (boardgame.io reads "3abc" as 3 and a missing one as 2)', async () => {
      for (const numPlayers of ['3abc', 3.5, '3', 2, 4, [3]])
        await refused(create(), { numPlayers }, 400, /numPlayers must be 3: Three Kingdoms Redux is for exactly 3 players/);
      for (const body of [{}, { numPlayers: null }]) await refused(create(), body, 400, /numPlayers is required/);
    });

    it('setupData takes only tutorial, hanEmperorCriterion and bots: a seed or fixed cards would be public and predictable', async () => {
      await refused(create(), { numPlayers: 3, setupData: { seed: 'table-7' } }, 400, /setupData.seed is not accepted online/);
      await refused(
        create(),
        { numPlayers: 3, setupData: { generals: { wei: ['jiaXu', 'simaYi', 'yuJin', 'zhangHe'] } } },
        400,
        /setupData.generals is not accepted online/,
      );
      await refused(
        create(),
        { numPlayers: 3, setupData: { enhancementHands: {} } },
        400,
        /setupData.enhancementHands is not accepted online/,
      );
      await refused(create(), { numPlayers: 3, setupData: { cheat: true } }, 400, /setupData has no field "cheat"/);
      // Prototype keys are fields like any other (issue 16: own-property lookups only).
      for (const key of ['toString', 'constructor', 'valueOf', 'hasOwnProperty'])
        await refused(create(), { numPlayers: 3, setupData: { [key]: true } }, 400, new RegExp(`setupData has no field "${key}"`));
      await refused(create(), { numPlayers: 3, setupData: { tutorial: 'yes' } }, 400, /tutorial must be true or false/);
      await refused(create(), { numPlayers: 3, setupData: { hanEmperorCriterion: 'luck' } }, 400, /"administration" or "combat"/);
      await refused(create(), { numPlayers: 3, setupData: ['tutorial'] }, 400, /setupData must be an object/);
      const made = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { tutorial: true, hanEmperorCriterion: 'combat' } });
      expect((await metadataOf(made.matchID))?.setupData).toEqual({ tutorial: true, hanEmperorCriterion: 'combat' });
    });

    it('setupData.hints (issue 17 item 6: online, hints only where the creator allows them) is a boolean and nothing else', async () => {
      for (const hints of ['yes', 'true', 1, 0, null, {}, [true], { allowed: true }])
        await refused(create(), { numPlayers: 3, setupData: { hints } }, 400, /setupData.hints must be true or false/);
      await refused(create(), '{"numPlayers":3,"setupData":{"hints":"__proto__"}}', 400, /setupData.hints must be true or false/);
      const allowed = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { hints: true, tutorial: true } });
      expect((await metadataOf(allowed.matchID))?.setupData).toEqual({ hints: true, tutorial: true });
      const off = await ts.lobby.createMatch(ts.gameName, { numPlayers: 3, setupData: { hints: false } });
      expect((await metadataOf(off.matchID))?.setupData).toEqual({ hints: false });
    });

    it('setupData.bots names at most 2 seats, each with a difficulty; the bots take their seats at once', async () => {
      await refused(
        create(),
        { numPlayers: 3, setupData: { bots: ['hard'] } },
        400,
        /setupData.bots must be an object of seat to difficulty/,
      );
      await refused(create(), { numPlayers: 3, setupData: { bots: 'hard' } }, 400, /setupData.bots must be an object/);
      await refused(create(), { numPlayers: 3, setupData: { bots: { '3': 'hard' } } }, 400, /"3" is not a seat/);
      await refused(create(), '{"numPlayers":3,"setupData":{"bots":{"__proto__":"hard"}}}', 400, /"__proto__" is not a seat/);
      await refused(
        create(),
        { numPlayers: 3, setupData: { bots: { '1': 'impossible' } } },
        400,
        /setupData.bots\["1"\] must be one of "easy", "medium", "hard"/,
      );
      await refused(create(), { numPlayers: 3, setupData: { bots: { '1': { level: 'hard' } } } }, 400, /must be one of/);
      await refused(
        create(),
        { numPlayers: 3, setupData: { bots: { '0': 'easy', '1': 'medium', '2': 'hard' } } },
        400,
        /at most 2 seats: at least one seat stays for a person/,
      );
      const made = await post(create(), { numPlayers: 3, setupData: { tutorial: true, bots: { '1': 'hard', '2': 'easy' } } });
      expect(made.status, made.text).toBe(200);
      const { matchID } = JSON.parse(made.text) as { matchID: string };
      const metadata = await metadataOf(matchID);
      expect(metadata?.setupData).toEqual({ tutorial: true, bots: { '1': 'hard', '2': 'easy' } });
      expect(metadata?.players[1]).toMatchObject({ name: 'Hard bot', data: { bot: 'hard' } });
      expect(metadata?.players[2]).toMatchObject({ name: 'Easy bot', data: { bot: 'easy' } });
      // (The bots' clients connect meanwhile, so the metadata's isConnected may change: the seat is compared instead.)
      await refused(`three-kingdoms-redux/${matchID}/join`, { playerID: '1', playerName: 'Intruder' }, 409, /not available/);
      expect((await metadataOf(matchID))?.players[1]).toMatchObject({ name: 'Hard bot', credentials: metadata?.players[1].credentials });
    });

    it('unlisted is a boolean, and unknown fields are refused', async () => {
      await refused(create(), { numPlayers: 3, unlisted: 'no' }, 400, /unlisted must be true or false/);
      await refused(create(), { numPlayers: 3, extra: 1 }, 400, /unknown field "extra"/);
    });

    it('playerID "__proto__" cannot reach Object.prototype (boardgame.io would write the name and fresh credentials onto every object)', async () => {
      const { matchID } = await createMatch(ts, { seated: 0 });
      for (const playerID of ['__proto__', 'constructor', 'toString', '3', '-1', 0, 1])
        await refused(
          `three-kingdoms-redux/${matchID}/join`,
          { playerID, playerName: 'Mallory' },
          400,
          /playerID must be "0", "1" or "2"/,
          matchID,
        );
      const plain = {} as Record<string, unknown>;
      expect(plain.name).toBeUndefined();
      expect(plain.credentials).toBeUndefined();
    });

    it(`a name is 1 to ${MAX_NAME_LENGTH} letters, digits, spaces, ".", "_", "'" or "-", trimmed`, async () => {
      const { matchID } = await createMatch(ts, { seated: 0 });
      const join = `three-kingdoms-redux/${matchID}/join`;
      for (const playerName of ['', '   ', 'x'.repeat(MAX_NAME_LENGTH + 1), '---'])
        await refused(join, { playerID: '0', playerName }, 400, /playerName (must be 1 to|may hold only)/, matchID);
      for (const playerName of ['<b>Cao</b>', 'a\u0000b', 'line\nbreak', 'Cao Cao 🐉'])
        await refused(join, { playerID: '0', playerName }, 400, /playerName may hold only letters/, matchID);
      for (const playerName of [{ first: 'Cao' }, 42, ['Cao']])
        await refused(join, { playerID: '0', playerName }, 400, /playerName must be a string/, matchID);
      await refused(join, { playerID: '0' }, 400, /playerName is required/, matchID);

      for (const [playerID, playerName, kept] of [
        ['0', '  Cao Cao  ', 'Cao Cao'],
        ['1', '孫堅', '孫堅'],
        ['2', "Liu Bei-2_o'k.", "Liu Bei-2_o'k."],
      ]) {
        const answer = await post(join, { playerID, playerName });
        expect(answer.status, answer.text).toBe(200);
        expect((await metadataOf(matchID))?.players[Number(playerID)].name).toBe(kept);
      }
    });

    it("a name may not copy a bot's label nor look like another seated player's (issue 33, finding 7)", async () => {
      const { matchID, seats } = await createMatch(ts, { seated: 1 });
      const join = `three-kingdoms-redux/${matchID}/join`;
      const seated = (await metadataOf(matchID))!.players[0].name!;
      await refused(join, { playerID: '1', playerName: 'Hard bot' }, 400, /may not contain the word "bot"/, matchID);
      await refused(join, { playerID: '1', playerName: 'Вob' }, 400, /one alphabet/, matchID);
      await refused(join, { playerID: '1', playerName: 'a' + '\u0301'.repeat(8) }, 400, /combining marks/, matchID);
      await refused(join, { playerID: '1', playerName: '孫'.repeat(17) }, 400, /too wide/, matchID);
      const lookAlike = seated.replace(/o/g, '0').toUpperCase();
      await refused(join, { playerID: '1', playerName: lookAlike }, 409, /looks like the name of another player/, matchID);
      await refused(join, { playerName: ` ${seated.toLowerCase()} ` }, 409, /looks like the name of another player/, matchID);
      expect((await post(join, { playerID: '1', playerName: 'Ｓｕｎ Ｊｉａｎ' })).status).toBe(200);
      expect((await metadataOf(matchID))?.players[1].name).toBe('Sun Jian');
      // A rename is compared with the other seats, not with the seat's own name.
      const update = `three-kingdoms-redux/${matchID}/update`;
      await refused(
        update,
        { playerID: '0', credentials: seats[0].credentials, newName: 'SUN_JIAN' },
        409,
        /looks like the name of another player/,
        matchID,
      );
      expect((await post(update, { playerID: '0', credentials: seats[0].credentials, newName: seated.toUpperCase() })).status).toBe(200);
    });

    it("player data is the server's: a join or update with data is refused (a join with data.bot made the seat a server bot); renaming follows the name rules", async () => {
      const { matchID, seats } = await createMatch(ts, { seated: 1 });
      const { credentials } = seats[0];
      const join = `three-kingdoms-redux/${matchID}/join`;
      for (const data of [{ bot: 'hard' }, { standIn: 'medium' }, { avatar: 3 }, 'x'.repeat(10), {}])
        await refused(join, { playerID: '1', playerName: 'Sun', data }, 400, /data is not accepted/, matchID);
      const update = `three-kingdoms-redux/${matchID}/update`;
      await refused(update, { playerID: '0', credentials, newName: '<b>' }, 400, /newName may hold only/, matchID);
      await refused(update, { playerID: '0', credentials }, 400, /newName is required/, matchID);
      await refused(update, { playerID: '0', credentials, newName: 'Cao', data: { bot: 'hard' } }, 400, /data is not accepted/, matchID);
      await refused(update, { playerID: '0', credentials: 42, newName: 'Cao' }, 400, /credentials must be the string/, matchID);
      await refused(
        `three-kingdoms-redux/${matchID}/rename`,
        { playerID: '__proto__', credentials, newName: 'Cao' },
        400,
        /playerID must be/,
        matchID,
      );
      expect((await post(update, { playerID: '0', credentials, newName: ' Cao Mengde ' })).status).toBe(200);
      expect((await metadataOf(matchID))?.players[0]).toMatchObject({ name: 'Cao Mengde' });
      expect((await metadataOf(matchID))?.players[0].data).toBeUndefined();
    });

    it('playAgain and leave check their fields too', async () => {
      const { matchID, seats } = await createMatch(ts, { seated: 1 });
      const { credentials } = seats[0];
      await refused(
        `three-kingdoms-redux/${matchID}/playAgain`,
        { playerID: '0', credentials, setupData: { seed: 1 } },
        400,
        /setupData.seed/,
        matchID,
      );
      await refused(
        `three-kingdoms-redux/${matchID}/playAgain`,
        { playerID: '0', credentials, numPlayers: 2 },
        400,
        /numPlayers must be 3/,
        matchID,
      );
      await refused(`three-kingdoms-redux/${matchID}/leave`, { playerID: '0' }, 400, /credentials is required/, matchID);
      // Not while the match is under way: every other player's page would follow nextMatchID out of it (issue 14).
      await refused(
        `three-kingdoms-redux/${matchID}/playAgain`,
        { playerID: '0', credentials },
        409,
        /only once the match is over/,
        matchID,
      );
      expect((await metadataOf(matchID))?.nextMatchID).toBeUndefined();
      // Once it is over (boardgame.io writes gameover into the metadata when the game ends), a rematch is made.
      const metadata = (await metadataOf(matchID))!;
      await ts.server.storage.setMetadata(matchID, { ...metadata, gameover: { winner: '0' } });
      const again = await post(`three-kingdoms-redux/${matchID}/playAgain`, { playerID: '0', credentials });
      expect(again.status, again.text).toBe(200);
      expect(JSON.parse(again.text)).toEqual({ nextMatchID: expect.any(String) });
    });

    it('bodies: too large (413, chunked too), not JSON (400, 415), not an object (400)', async () => {
      const big = { numPlayers: 3, setupData: { tutorial: true }, pad: 'x'.repeat(MAX_LOBBY_BODY_BYTES) };
      await refused(create(), big, 413, /at most 16384 bytes/);
      // Without a Content-Length (chunked), counted as it arrives: 900 KB used to be read and parsed whole.
      const count = await matchCount();
      const chunked = await chunkedPost(create(), JSON.stringify({ numPlayers: 3, pad: 'x'.repeat(900 * 1024) }));
      expect(chunked.status, chunked.text).toBe(413);
      expect(chunked.text).toMatch(/at most 16384 bytes/);
      expect(await matchCount()).toBe(count);
      // A form post (what another site's page can send without asking) is not read at all.
      const form = await fetch(`${ts.url}/games/${create()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'numPlayers=3',
      });
      expect(form.status).toBe(415);
      await refused(create(), '{"numPlayers": 3', 400, /The request body is not valid JSON/);
      await refused(create(), '[3]', 400, /the request body must be a JSON object/);
    });
  });
});
