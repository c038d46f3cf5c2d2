/** The round track (rounds 1-12, recruitment in 3, 5 and 9) and the current phase. */
import { useId } from 'react';
import { LAST_ROUND, RECRUITMENT_ROUNDS } from '../../../game/threeKingdomsRedux/data/board';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { PHASE_NAMES } from '../labels';
import { useSlide } from '../table/motion';
import { HelpLink } from '../help/HelpLink';

const ROUNDS = Array.from({ length: LAST_ROUND }, (_, i) => i + 1);

export function RoundTrack({ G }: { G: GameState }) {
  const titleId = useId();
  return (
    <section className="round-track" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <span data-testid="round">
          Round <span data-testid="round-number">{G.round}</span>
        </span>{' '}
        <span className="muted">of {LAST_ROUND}</span> · <span data-testid="phase">{PHASE_NAMES[G.phase]}</span>{' '}
        <HelpLink track="round" label="The round track and a round's phases" />
      </h2>
      <ol className="track" aria-label="Round track">
        {ROUNDS.map((r) => {
          const recruit = RECRUITMENT_ROUNDS.includes(r);
          const classes = ['track-cell', r === G.round && 'current', r < G.round && 'past', recruit && 'recruit'];
          return (
            <li key={r} className={classes.filter(Boolean).join(' ')} aria-current={r === G.round ? 'step' : undefined}>
              {r}
              {r === G.round && <RoundMarker round={r} />}
              {recruit && <span className="sr-only"> (recruit generals)</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The round marker: a ring on the current round's cell that slides on to the next cell in Update and Maintenance. */
function RoundMarker({ round }: { round: number }) {
  const ref = useSlide<HTMLSpanElement>('round-marker', String(round));
  return <span ref={ref} className="round-marker" data-testid="round-marker" data-place={round} aria-hidden="true" />;
}
