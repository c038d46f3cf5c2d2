/**
 * Who may act for a seat. boardgame.io's default check asks for credentials
 * only once some seat of the match has them: until the first player joins,
 * anyone could sync as any seat (and see its hand) or move for it. Here a seat
 * is only ever acted for with the credentials the Lobby API gave its player,
 * and an open seat (nobody joined yet) is acted for by nobody.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server as BgioServer } from 'boardgame.io';

export const MAX_CREDENTIALS_LENGTH = 256;

export const seatCredentialsMatch: BgioServer.AuthenticateCredentials = (credentials, seat) => {
  const issued = seat?.credentials;
  if (typeof credentials !== 'string' || typeof issued !== 'string' || issued.length === 0) return false;
  if (credentials.length > MAX_CREDENTIALS_LENGTH) return false;
  const given = Buffer.from(credentials);
  const expected = Buffer.from(issued);
  // Compared in constant time, so the answer's timing does not spell out the credentials.
  return given.length === expected.length && timingSafeEqual(given, expected);
};
