/**
 * A match's chat box, for players and spectators alike: the lines (as text,
 * never HTML), a field and quick phrases to send, the refusal of a message
 * said in the box, a seated player's choice to hide spectators' lines, and
 * on a phone a collapsed bar with the count of lines not read yet.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { chatTextProblem, cleanChatText, MAX_CHAT_LENGTH, QUICK_PHRASES, type ChatLine } from '../../../shared/chat';
import { chatView } from './chatLines';

interface ChatPanelProps {
  matchID: string;
  /** boardgame.io's `chatMessages`. */
  messages: readonly unknown[];
  /** boardgame.io's `sendChatMessage`. */
  send: (text: string) => void;
  /** The seat this page plays; null for a spectator. */
  mySeat: string | null;
  /** A seat's name at the table (its state, its colour…). */
  seatLabel: (seat: string) => string;
}

const HIDE_SPECTATORS_KEY = 'chat.hideSpectators';
/** Below this width the box starts collapsed: the board needs the screen. */
const NARROW = '(max-width: 600px)';

const narrowScreen = () => typeof matchMedia === 'function' && matchMedia(NARROW).matches;

function storedHideSpectators(): boolean {
  try {
    return localStorage.getItem(HIDE_SPECTATORS_KEY) === '1';
  } catch {
    return false;
  }
}

const readKey = (matchID: string) => `chat.readUntil.${matchID}`;

function storedReadUntil(matchID: string): number {
  try {
    return Number(localStorage.getItem(readKey(matchID))) || 0;
  } catch {
    return 0;
  }
}

function storeReadUntil(matchID: string, at: number): void {
  try {
    localStorage.setItem(readKey(matchID), String(at));
  } catch {
    // Kept for this page only.
  }
}

function ChatLineItem({ line, seatLabel, mine }: { line: ChatLine; seatLabel: (seat: string) => string; mine: boolean }) {
  const spectator = line.seat === null;
  return (
    <li
      className={`chat-line${spectator ? ' chat-spectator' : ''}${mine ? ' chat-mine' : ''}`}
      data-testid="chat-line"
      data-spectator={String(spectator)}
      title={new Date(line.at).toLocaleTimeString()}
    >
      <span className="chat-who">
        {spectator ? <span className="chat-badge">Spectator</span> : `${line.name} (${seatLabel(line.seat!)})`}
        {mine && ' · you'}:
      </span>{' '}
      <span className="chat-text">{line.text}</span>
    </li>
  );
}

export function ChatPanel({ matchID, messages, send, mySeat, seatLabel }: ChatPanelProps) {
  const { lines, refusals } = chatView(messages);
  const [open, setOpen] = useState(() => !narrowScreen());
  // A window that narrows to a phone's width (a phone turned, a window resized) folds the box, as the board needs the
  // screen; one that widens again opens it, as it would have started.
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW);
    const follow = (e: MediaQueryListEvent) => setOpen(!e.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const [hideSpectators, setHideSpectators] = useState(() => mySeat !== null && storedHideSpectators());
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = hideSpectators && mySeat !== null ? lines.filter((l) => l.seat !== null) : lines;
  const hiddenCount = lines.length - shown.length;
  // Read: every line shown while the box is open, up to the newest's time (the server's), kept per match in this
  // browser so a reload does not count the kept lines again.
  const [readUntil, setReadUntil] = useState(() => storedReadUntil(matchID));
  const newest = shown.length > 0 ? shown[shown.length - 1].at : 0;
  useEffect(() => {
    if (!open || newest <= readUntil) return;
    setReadUntil(newest);
    storeReadUntil(matchID, newest);
  }, [open, newest, readUntil, matchID]);
  const unread = open ? 0 : shown.filter((l) => l.at > readUntil && !(l.seat !== null && l.seat === mySeat)).length;
  // A refusal from the server is said in the box once it arrives.
  const refusalsSeen = useRef(refusals.length);
  useEffect(() => {
    if (refusals.length > refusalsSeen.current) setError(refusals[refusals.length - 1]);
    refusalsSeen.current = refusals.length;
  }, [refusals]);
  // The newest line in sight.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length, open]);

  const sendText = (text: string) => {
    const clean = cleanChatText(text);
    const problem = chatTextProblem(clean);
    if (problem) {
      setError(problem);
      return false;
    }
    setError(null);
    send(clean);
    return true;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sendText(draft)) setDraft('');
  };
  const toggleHide = (hide: boolean) => {
    setHideSpectators(hide);
    try {
      localStorage.setItem(HIDE_SPECTATORS_KEY, hide ? '1' : '0');
    } catch {
      // Kept for this page only.
    }
  };
  const length = [...draft].length;

  return (
    <section className={`chat-panel${open ? ' chat-open' : ''}`} data-testid="chat" aria-label="Match chat">
      <button
        type="button"
        className="chat-toggle"
        data-testid="chat-toggle"
        aria-expanded={open}
        aria-controls="chat-body"
        onClick={() => setOpen(!open)}
      >
        Chat
        {unread > 0 && (
          <span className="chat-unread" data-testid="chat-unread">
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
        <span aria-hidden="true">{open ? ' ▾' : ' ▸'}</span>
      </button>
      {open && (
        <div id="chat-body" className="chat-body">
          {mySeat !== null && (
            <label className="chat-hide">
              <input
                type="checkbox"
                data-testid="chat-hide-spectators"
                checked={hideSpectators}
                onChange={(e) => toggleHide(e.target.checked)}
              />{' '}
              Hide spectators’ messages
              {hiddenCount > 0 && <span data-testid="chat-hidden-count"> ({hiddenCount} hidden)</span>}
            </label>
          )}
          {/* The log role sits on a wrapper: on the <ol> itself it would hide the list its items need. */}
          <div role="log" aria-live="polite" aria-label="Messages">
            <ol className="chat-lines" ref={list} data-testid="chat-lines">
              {shown.length === 0 && <li className="chat-empty muted">No messages yet.</li>}
              {shown.map((line) => (
                <ChatLineItem key={line.id} line={line} seatLabel={seatLabel} mine={line.seat === mySeat && line.seat !== null} />
              ))}
            </ol>
          </div>
          <div className="chat-quick" role="group" aria-label="Quick phrases">
            {QUICK_PHRASES.map((phrase) => (
              <button key={phrase} type="button" data-testid="chat-quick" aria-label={`Send “${phrase}”`} onClick={() => sendText(phrase)}>
                {phrase}
              </button>
            ))}
          </div>
          <form className="chat-form" onSubmit={submit}>
            <input
              type="text"
              data-testid="chat-input"
              aria-label="Chat message"
              aria-describedby="chat-count"
              placeholder={mySeat === null ? 'Say something (as a spectator)…' : 'Say something…'}
              value={draft}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
              }}
            />
            <button type="submit" data-testid="chat-send" aria-label="Send the message">
              Send
            </button>
          </form>
          <p id="chat-count" className={`chat-count${length > MAX_CHAT_LENGTH ? ' chat-over' : ''}`}>
            {length}/{MAX_CHAT_LENGTH}
          </p>
          {error && (
            <p className="chat-error" role="alert" data-testid="chat-error">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
