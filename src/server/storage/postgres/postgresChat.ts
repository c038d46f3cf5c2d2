/**
 * PostgreSQL's chat: one row per message in tkr_match_chat (schema.ts),
 * dropped with its match (ON DELETE CASCADE). Each message's insert also
 * drops the match's rows older than the last KEPT_CHAT_LINES, in the same
 * statement. Every process sharing the database reads the same chat; the
 * messages themselves reach the other processes' clients through the
 * pub/sub, as moves do.
 */
import type pg from 'pg';
import { isChatLine, type ChatLine } from '../../../shared/chat';
import { KEPT_CHAT_LINES, type ChatStore } from '../chatStore';

const APPEND = `WITH added AS (INSERT INTO tkr_match_chat (match_id, line) VALUES ($1, $2) RETURNING id)
  DELETE FROM tkr_match_chat
   WHERE match_id = $1
     AND id <= (SELECT id FROM tkr_match_chat WHERE match_id = $1 ORDER BY id DESC OFFSET $3 LIMIT 1)`;

const RECENT = `SELECT line FROM (SELECT id, line FROM tkr_match_chat WHERE match_id = $1 ORDER BY id DESC LIMIT $2) kept ORDER BY id`;

export class PostgresChatStore implements ChatStore {
  constructor(private readonly pool: pg.Pool) {}

  async appendChat(matchID: string, line: ChatLine): Promise<void> {
    // The subquery sees the table before the insert: it keeps KEPT_CHAT_LINES - 1 old rows beside the new one.
    await this.pool.query(APPEND, [matchID, JSON.stringify(line), KEPT_CHAT_LINES - 1]);
  }

  async recentChat(matchID: string): Promise<ChatLine[]> {
    const { rows } = await this.pool.query<{ line: unknown }>(RECENT, [matchID, KEPT_CHAT_LINES]);
    return rows.map((row) => row.line).filter(isChatLine);
  }

  async forgetChat(matchID: string): Promise<void> {
    await this.pool.query('DELETE FROM tkr_match_chat WHERE match_id = $1', [matchID]);
  }
}
