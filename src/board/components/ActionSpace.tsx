/**
 * One action space as on the board: its name, what it is bid on (criterion
 * marker, alliance token, non-alliance icon), every bid on it, the sides'
 * totals while bidding, and who won it once the Resolution Phase begins.
 */
import { useId } from 'react';
import { sidesOn, winningSide } from '../../game/bidding';
import { criterionOf, isBattle, isCommon, isTribal, NON_ALLIANCE_SPACES } from '../../game/spaces';
import type { GameState } from '../../game/state';
import type { ActionSpaceId, StateId } from '../../game/types';
import { CRITERION_NAMES, listSentence, spaceLabel, stateName } from '../labels';
import { BidToken } from './BidToken';
import { GeneralCard } from './GeneralCard';

export interface ActionSpaceProps {
  G: GameState;
  space: ActionSpaceId;
  /** Heading level inside the surrounding section. */
  level?: 3 | 4;
}

export function ActionSpace({ G, space, level = 3 }: ActionSpaceProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const bids = G.bids[space] ?? [];
  const headingId = useId();
  const classes = ['space', space === G.allianceSpace ? 'space-alliance' : ''].filter(Boolean).join(' ');
  return (
    <section className={classes} data-testid={`space-${space}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="space-name">
        {spaceLabel(space)}
      </Heading>
      <SpaceMarkers G={G} space={space} />
      {bids.length > 0 ? (
        <ul className="bids" aria-label={`Bids on ${spaceLabel(space)}`}>
          {bids.map((bid) => (
            <BidToken key={`${bid.state}-${bid.general}`} G={G} bid={bid} space={space} />
          ))}
        </ul>
      ) : (
        <p className="muted">No bids.</p>
      )}
      {G.phase === 'conflict' && <SideTotals G={G} space={space} />}
      <Outcome G={G} space={space} />
      {space === 'controlHanEmperor' && <FaceDownGenerals G={G} />}
    </section>
  );
}

/** Criterion marker, alliance token and non-alliance icon, in words. */
function SpaceMarkers({ G, space }: { G: GameState; space: ActionSpaceId }) {
  const markers: string[] = [];
  if (isBattle(space)) markers.push('Bid on combat plus army units');
  else if (isTribal(space)) markers.push('Not contested: gold or army units raise the level');
  else {
    const criterion = CRITERION_NAMES[criterionOf(G, space)];
    const onMarker = space === 'controlHanEmperor' || space === 'winPopularSupport';
    markers.push(onMarker ? `Criterion marker: ${criterion}` : `Bid on ${criterion}`);
  }
  if (isCommon(space) && NON_ALLIANCE_SPACES.includes(space)) markers.push('Non-alliance space');
  if (space === G.previousAllianceSpace && G.phase === 'conflict') markers.push("Last round's alliance space");
  return (
    <p className="space-markers">
      {markers.join(' · ')}
      {space === G.allianceSpace && (
        <span className="token alliance-token">
          {' '}
          Alliance token: {listSentence(G.alliance.map(stateName))} bid together
        </span>
      )}
    </p>
  );
}

/** Each side's running total while bidding, and who leads (ties go to whoever reached the total first). */
function SideTotals({ G, space }: { G: GameState; space: ActionSpaceId }) {
  if (isTribal(space)) return null;
  const sides = sidesOn(G, space);
  if (sides.length === 0) return null;
  const leader = winningSide(G, space);
  const sideName = (states: StateId[]) => listSentence(states.map(stateName));
  return (
    <p className="space-totals">
      {sides.length > 1 ? 'Totals: ' : 'Total: '}
      {sides.map((side) => `${sideName(side.states)} ${side.total}`).join(' · ')}
      {leader && sides.length > 1 && <> — leading: {sideName(leader.states)}</>}
    </p>
  );
}

/** Resolution Phase: who won the space and whether each winner took, declined or still owes its action. */
function Outcome({ G, space }: { G: GameState; space: ActionSpaceId }) {
  const won = G.phase === 'resolution' || G.phase === 'gameOver' ? G.won.find((w) => w.space === space) : undefined;
  if (!won) return null;
  const status = (s: StateId) =>
    G.pendingActions[s].includes(space) ? 'action to take' : G.actionsTaken[s].includes(space) ? 'taken' : 'declined';
  return (
    <p className="space-outcome">
      Won by {won.winners.map((s) => `${stateName(s)} (${status(s)})`).join(', ')}
    </p>
  );
}

/** Generals left face down on "control Han emperor": last round's sits out this round. */
function FaceDownGenerals({ G }: { G: GameState }) {
  const rows = [
    G.hanEmperorFaceDown && { ...G.hanEmperorFaceDown, note: 'face down, sits out this round' },
    G.hanEmperorNewFaceDown && { ...G.hanEmperorNewFaceDown, note: 'face down, sits out next round' },
  ].filter((r): r is NonNullable<typeof r> => Boolean(r));
  if (rows.length === 0) return null;
  return (
    <ul className="face-down">
      {rows.map((r) => (
        <li key={r.general} className={`state-${r.state}`} data-testid={`facedown-${r.state}-${r.general}`}>
          {stateName(r.state)}: <GeneralCard id={r.general} /> ({r.note})
        </li>
      ))}
    </ul>
  );
}
