/**
 * The chat box's reading of boardgame.io's chatMessages (lines once each, the
 * history a (re)connection brings, the server's refusals, junk ignored) and
 * its markup: text escaped, spectators marked, the hide toggle for seated
 * players only, named controls. The clicking, against the real server:
 * test/e2e/chat.test.ts.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatPanel } from '../../../src/board/shell/online/ChatPanel';
import { chatView } from '../../../src/board/shell/online/chatLines';
import { chatTextProblem, cleanChatText, type ChatLine } from '../../../src/shared/chat';
import { byTestId, textOf } from '../threeKingdomsRedux/markup';

const line = (id: string, at: number, seat: string | null, text = id): ChatLine => ({
  id,
  seat,
  name: seat ? 'Alice' : 'Spectator',
  text,
  at,
});
const live = (l: ChatLine) => ({ id: l.id, sender: l.seat, payload: l });

describe('the chat box', () => {
  it('reads each line once, in the server’s order, with the refusals apart and anything else ignored', () => {
    const a = line('a', 1, '0');
    const b = line('b', 2, null);
    const c = line('c', 3, '1');
    const view = chatView([
      live(c),
      { id: 'h', sender: null, payload: { history: [a, b, c, { id: 1 }] } },
      { id: 'r', sender: null, payload: { refused: 'Please slow down' } },
      live(b),
      null,
      'text',
      { payload: { id: 'x', seat: 0, name: 'x', text: 'x', at: 1 } },
      { payload: { history: 'no' } },
    ]);
    expect(view.lines.map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(view.refusals).toEqual(['Please slow down']);
  });

  it('refuses empty and overlong messages with a sentence, trims and drops control characters', () => {
    expect(cleanChatText('  hi\u0007 there \n')).toBe('hi there');
    expect(chatTextProblem(cleanChatText('   '))).toMatch(/empty/);
    expect(chatTextProblem('x'.repeat(300))).toBeNull();
    expect(chatTextProblem('😀'.repeat(300))).toBeNull();
    expect(chatTextProblem('x'.repeat(301))).toBe('A message is at most 300 characters; this one has 301.');
  });

  it('shows text as text, marks spectators, and names its controls', () => {
    const messages = [live(line('a', 1, '0', '<img src=x onerror=alert(1)>')), live(line('b', 2, null, 'hello'))];
    const seated = renderToStaticMarkup(<ChatPanel matchID="m" messages={messages} send={() => {}} mySeat="1" seatLabel={() => 'Wei'} />);
    expect(seated).not.toContain('<img');
    expect(seated).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(textOf(byTestId(seated, 'chat-lines')!)).toBe('Alice (Wei): <img src=x onerror=alert(1)>Spectator: hello');
    expect(seated).toContain('data-spectator="true"');
    expect(seated).toContain('data-testid="chat-hide-spectators"');
    expect(seated).toContain('aria-label="Chat message"');
    expect(seated).toContain('aria-label="Send the message"');
    expect(seated).toContain('aria-label="Send “Good game”"');
    expect(seated).toContain('aria-label="Send “Thinking…”"');
    const spectator = renderToStaticMarkup(
      <ChatPanel matchID="m" messages={messages} send={() => {}} mySeat={null} seatLabel={() => 'Wei'} />,
    );
    expect(spectator).not.toContain('chat-hide-spectators');
    expect(spectator).toContain('as a spectator');
  });
});
