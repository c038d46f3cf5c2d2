/**
 * The client address that created a match, kept in the match's metadata
 * (`creatorAddress`) so that limits per address hold across restarts and
 * processes: the unstarted matches one address may hold, and the bots'
 * thinking one address may spend. It is the operator's to know, never a
 * client's: every Lobby API answer leaves it out.
 */
import type { Server as BgioServer } from 'boardgame.io';

/** The metadata field holding the creator's address. */
export const CREATOR_ADDRESS_FIELD = 'creatorAddress';

export type MetadataWithCreator = BgioServer.MatchData & { [CREATOR_ADDRESS_FIELD]?: string };

/** The address that created the match, when it was recorded. */
export function creatorAddressOf(metadata: BgioServer.MatchData | undefined): string | undefined {
  const address = (metadata as MetadataWithCreator | undefined)?.[CREATOR_ADDRESS_FIELD];
  return typeof address === 'string' ? address : undefined;
}
