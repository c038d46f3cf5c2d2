/**
 * One action space as on the board: its name, what it is bid on (criterion
 * marker, alliance token, non-alliance icon), every bid on it, the sides'
 * totals while bidding, and who won it once the Resolution Phase begins.
 */
import { useId } from 'react';
import { sidesOn, winningSide } from '../../../game/threeKingdomsRedux/bidding';
import { criterionOf, isBattle, isCommon, isTribal, NON_ALLIANCE_SPACES } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { ActionSpaceId, StateId } from '../../../game/threeKingdomsRedux/types';
import { CRITERION_NAMES, spaceLabel, stateName } from '../labels';
import { AllianceTokenPiece } from './Pieces';
import { BidToken } from './BidToken';
import { GeneralCard } from './GeneralCard';
import { useTable, type TableApi } from '../table/TableContext';
import { useHelp } from '../help/HelpContext';
import { helpIdOfSpace } from '../help/rulesHelp';
import { spaceTarget } from '../table/targets';
import { BidPopover } from '../table/BidPopover';
import { ActionPopover } from '../table/ActionPopover';
import { describeMove } from '../table/describeMove';
import { choiceLabel } from '../decisions/choiceLabel';
import type { CommonSpaceId } from '../../../game/threeKingdomsRedux/types';
import { listSentence } from '../../../game/threeKingdomsRedux/words';

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
  const reasonId = useId();
  const t = useTable();
  const help = useHelp();
  const target = spaceTarget(t, space);
  const selected = t !== null && isSelected(t, space);
  const ghost = t?.kind === 'bid' && selected && t.draft.bid.general ? t.draft.bid.general : null;
  const classes = [
    'space',
    `space-${isBattle(space) ? 'battle' : isTribal(space) ? 'tribal' : 'common'}`,
    space === G.allianceSpace ? 'space-alliance' : '',
    target?.legal ? 'space-target' : '',
    target && !target.legal ? 'space-refused' : '',
    selected ? 'space-selected' : '',
    wonBy(G, space),
  ]
    .filter(Boolean)
    .join(' ');
  const choose = () => {
    if (t && target?.legal) chooseSpace(t, space);
  };
  return (
    <section
      className={classes}
      data-testid={`space-${space}`}
      data-target={target ? (target.legal ? 'legal' : 'refused') : undefined}
      aria-labelledby={headingId}
      onClick={(e) => {
        // The whole tile answers a mouse click; keyboard users have the name's button.
        if (!(e.target as HTMLElement).closest('button, select, input, label, .tip, .space-popover')) choose();
      }}
    >
      <Heading id={headingId} className="space-name">
        {target ? (
          <button
            type="button"
            className="space-hit"
            data-testid={`target-${space}`}
            data-roving="spaces"
            // The space already chosen: Enter on it again confirms, as the tray's "Confirm (Enter)" says.
            data-confirm-on-enter={selected}
            aria-disabled={!target.legal}
            aria-pressed={selected}
            aria-label={`${target.verb} ${spaceLabel(space)}`}
            aria-describedby={target.legal ? undefined : reasonId}
            onClick={choose}
          >
            {spaceLabel(space)}
          </button>
        ) : (
          spaceLabel(space)
        )}
      </Heading>
      {help && (
        <button
          type="button"
          className="space-help"
          data-testid={`help-link-${space}`}
          aria-label={`Rules: ${spaceLabel(space)}`}
          title="What this space does and costs"
          onClick={() => help.open(helpIdOfSpace(space))}
        >
          ?
        </button>
      )}
      {target && !target.legal && (
        <span id={reasonId} role="tooltip" className="space-reason" data-testid="disabled-reason">
          {target.reason}
        </span>
      )}
      <SpaceMarkers G={G} space={space} />
      {bids.length > 0 || ghost ? (
        <ul className="bids" aria-label={`Bids on ${spaceLabel(space)}`}>
          {bids.map((bid) => (
            <BidToken key={`${bid.state}-${bid.general}`} G={G} bid={bid} space={space} />
          ))}
          {ghost && t && (
            <li className={`bid bid-ghost state-${t.seat}`} data-testid="bid-ghost">
              <GeneralCard id={ghost} /> <span className="muted">(not sent yet)</span>
            </li>
          )}
        </ul>
      ) : (
        <p className="muted no-bids">No bids.</p>
      )}
      {G.phase === 'conflict' && <SideTotals G={G} space={space} />}
      <Outcome G={G} space={space} />
      {t && selected && t.kind === 'action' && t.draft.staged && 'space' in t.draft.staged.move && t.draft.staged.move.space === space && (
        <p className="space-ghost" data-testid="action-ghost">
          {t.draft.staged.move.type === 'takeAction' ? choiceLabel(G, t.seat, space, t.draft.staged.move.choice) : 'Decline this action'}{' '}
          <span className="muted">(not sent yet)</span>
        </p>
      )}
      {space === 'controlHanEmperor' && <FaceDownGenerals G={G} />}
      {t?.kind === 'action' && selected && <ActionPopover t={t} />}
      {t?.kind === 'bid' && t.active && selected && (
        <BidPopover G={G} seat={t.seat} form={t.draft.bid} onChange={(bid) => t.update({ bid: { ...bid, spaceChosen: true } })} />
      )}
    </section>
  );
}

function isSelected(t: TableApi, space: ActionSpaceId): boolean {
  if (t.kind === 'bid') return t.draft.bid.spaceChosen && t.draft.bid.space === space;
  if (t.kind === 'action') return t.draft.actionSpace === space;
  if (t.kind === 'selectAlliance') return t.draft.staged?.move.type === 'selectAlliance' && t.draft.staged.move.space === space;
  return false;
}

/** What a click on a legal space does for each decision. */
function chooseSpace(t: TableApi, space: ActionSpaceId): void {
  if (t.kind === 'selectAlliance') {
    const move = { type: 'selectAlliance', space: space as CommonSpaceId } as const;
    t.stage({ move, label: describeMove(t.G, t.seat, move) });
  } else if (t.kind === 'bid') {
    const b = t.draft.bid;
    t.update({
      bid: { ...b, space, spaceChosen: true, unitType: '', unitCount: 1, gold: 0, popularSupport: 0, hanEmperorToken: false },
      staged: null,
    });
  } else if (t.kind === 'action') {
    t.update({ actionSpace: space, location: null, staged: null });
  }
}

/** The winners' colour on a won space during resolution (one class per winner). */
function wonBy(G: GameState, space: ActionSpaceId): string {
  if (G.phase !== 'resolution' && G.phase !== 'gameOver') return '';
  const won = G.won.find((w) => w.space === space);
  return won ? `space-won won-${won.winners.join('-')}` : '';
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
          <AllianceTokenPiece G={G} /> {listSentence(G.alliance.map(stateName))} bid together
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
  const sideName = (states: readonly StateId[]) => listSentence(states.map(stateName));
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
  return <p className="space-outcome">Won by {won.winners.map((s) => `${stateName(s)} (${status(s)})`).join(', ')}</p>;
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
