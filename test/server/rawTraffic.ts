/** Raw traffic for the hostile-frame tests: frames written under socket.io, and aborted HTTP upgrades. */
import { connect } from 'node:net';
import { Manager } from 'socket.io-client';

const GAME = 'three-kingdoms-redux';
/** The second game the default server serves: its namespace takes the same frames. */
const SECOND = 'dragons-and-tigers';

/** Frames as a socket.io client writes them on its engine.io connection ('4' message packets' payloads). */
export const DEADLY_FRAMES: { namespace: string; frame: string; what: string }[] = [
  { namespace: `/${GAME}`, frame: `2/${GAME},[{"toString":1}]`, what: 'an event named by an object with a "toString" key' },
  { namespace: `/${GAME}`, frame: `4/${GAME},[{"toString":1}]`, what: 'a CONNECT_ERROR packet from a client' },
  {
    namespace: `/${GAME}`,
    frame: `2/${GAME},["chat",{"toString":1},{"__proto__":{"toString":1},"constructor":1,"payload":{"toString":1}},{"valueOf":1}]`,
    what: 'a chat frame with "toString", "__proto__" and "constructor" keys in every position',
  },
  { namespace: `/${SECOND}`, frame: `2/${SECOND},[{"toString":1}]`, what: "an object event name on the second game's namespace" },
  {
    namespace: `/${SECOND}`,
    frame: `2/${SECOND},["update",{"__proto__":{"toString":1},"type":"MAKE_MOVE"},{"valueOf":1},{"toString":1},{"constructor":1}]`,
    what: "an update frame with prototype keys in every position on the second game's namespace",
  },
  { namespace: '/', frame: '2["error"]', what: 'an event named "error" on / (CVE-2024-38355)' },
  { namespace: '/', frame: '2[{"toString":1}]', what: 'an object event name on /' },
  { namespace: '/', frame: '4{"toString":1}', what: 'a CONNECT_ERROR packet on /' },
];

/**
 * Connects to `namespace` (the game's one too, which keeps the connection
 * open if `namespace` is refused) and writes `frame` raw on the connection.
 */
export async function writeRawFrame(url: string, namespace: string, frame: string): Promise<void> {
  const manager = new Manager(url, { transports: ['websocket'], reconnection: false, forceNew: true } as never);
  const game = manager.socket(`/${GAME}`);
  const target = namespace === `/${GAME}` ? game : manager.socket(namespace);
  const settled = (socket: typeof game) =>
    new Promise<void>((ok) => {
      socket.once('connect', () => ok());
      socket.once('connect_error', () => ok());
    });
  const ready = Promise.all([settled(game), settled(target)]);
  game.connect();
  if (target !== game) target.connect();
  await ready;
  manager.engine.write(frame);
  // Closing after: engine.io sends its packets in order, the frame before the close.
  await new Promise<void>((ok) => setImmediate(ok));
  game.close();
  target.close();
}

/** An HTTP Upgrade request for a path engine.io does not serve, then a TCP reset before any answer. */
export async function abortedUpgrade(url: string, path = '/games'): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((ok, fail) => socket.once('connect', ok).once('error', fail));
  socket.on('error', () => {});
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  // The server has the request once an empty write behind it is acknowledged locally; then reset.
  await new Promise<void>((ok) => socket.write('', () => ok()));
  await new Promise((ok) => setTimeout(ok, 50));
  socket.resetAndDestroy();
}
