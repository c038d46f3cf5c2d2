/**
 * socket.io's encoder walks every packet it sends for binary parts (socket.io-parser's `hasBinary`: each value
 * of the packet, the patch and the log entries of every seat's message) before it encodes the packet as text,
 * which then walks it again (`JSON.stringify`). The server sends only JSON: the states and patches are plain
 * JSON, and nothing a client sends is relayed as it was sent (socketGuard.ts lets through only a move's plain-JSON
 * arguments and a sync; a chat message is a string the server puts in a line of its own, ../chat/matchChat.ts). So every packet it sends is encoded as text at once, exactly as socket.io
 * encodes a packet without binary parts: the same string on the wire, one walk instead of two.
 */

/** socket.io's encoder (socket.io-parser's Encoder), as the server holds it (`io.encoder`). */
interface PacketEncoder {
  encode(packet: unknown): unknown[];
  encodeAsString(packet: unknown): string;
}

/**
 * Makes `io`'s encoder encode every packet as text without looking for binary parts first. In place: the
 * namespaces' adapters and the clients hold the server's encoder object itself.
 */
export function encodePacketsAsJson(io: { encoder: PacketEncoder }): void {
  const { encoder } = io;
  encoder.encode = (packet) => [encoder.encodeAsString(packet)];
}
