/**
 * The seat's decision controls: whatever the engine says is this seat's
 * decision now (currentDecision / statesToAct), as real form controls. Every
 * enabled submit sends a move the engine's validators accept; every disabled
 * one says why, in the engine's words.
 */
import { recruitCount } from '../../game/conflict';
import type { Move } from '../../game/moves';
import type { GameState } from '../../game/state';
import type { StateId } from '../../game/types';
import { STATE_NAMES } from '../../game/spaces';
import { ActionsPanel } from './ActionsPanel';
import { AllianceForm } from './AllianceForm';
import { BidForm } from './BidForm';
import { RecruitForm } from './RecruitForm';
import { CardChoiceForm } from './CardChoiceForm';
import { SkillMoves } from './SkillMoves';
import { plural } from '../labels';
import { panelKind, waitingMessage, type PanelKind } from './waiting';

export interface DecisionPanelProps {
  /** The seat's view (observe(G, seat)): its own hands are visible, which is all the validators need. */
  G: GameState;
  seat: StateId;
  onMove: (move: Move) => void;
  /** Disables every control, e.g. while a move is on its way to the server. */
  disabled?: boolean;
}

function heading(G: GameState, seat: StateId, kind: PanelKind): string {
  const me = STATE_NAMES[seat];
  switch (kind) {
    case 'recruit':
      return `${me}: recruit ${plural(recruitCount(G, seat), 'general')}`;
    case 'selectAlliance':
      return `${me}: choose the alliance action space`;
    case 'bid':
      return `${me}: assign a general or pass`;
    case 'action':
      return `${me}: take your actions`;
    case 'choice':
      return `${me}: a card asks you to decide`;
    case 'waiting':
    case 'gameOver':
      return waitingMessage(G, seat);
  }
}

/**
 * Changes with every applied move, so the forms start afresh on each new
 * decision instead of keeping a general or card that has since left the hand.
 */
function decisionKey(G: GameState): string {
  return `${G.round}:${G.step.kind}:${G.log.length}:${G.pending.length}`;
}

function DecisionBody({ G, seat, onMove, disabled, kind }: DecisionPanelProps & { kind: PanelKind }): JSX.Element | null {
  switch (kind) {
    case 'recruit':
      return <RecruitForm G={G} seat={seat} onMove={onMove} disabled={disabled} />;
    case 'selectAlliance':
      return <AllianceForm G={G} onMove={onMove} disabled={disabled} />;
    case 'bid':
      return <BidForm G={G} seat={seat} onMove={onMove} disabled={disabled} />;
    case 'action':
      return <ActionsPanel G={G} seat={seat} onMove={onMove} disabled={disabled} />;
    case 'choice':
      return <CardChoiceForm G={G} onMove={onMove} disabled={disabled} />;
    case 'waiting':
    case 'gameOver':
      return null;
  }
}

export function DecisionPanel({ G, seat, onMove, disabled }: DecisionPanelProps): JSX.Element {
  const kind = panelKind(G, seat);
  return (
    <section className="decision-panel" data-testid="decision-panel" data-decision-kind={kind} aria-label="Your decision">
      {/* A machine-readable hook for the end-to-end tests; the heading says it in words. */}
      <span data-testid="decision-kind" hidden>
        {kind}
      </span>
      <h2 className="decision-heading" aria-live="polite">
        {heading(G, seat, kind)}
      </h2>
      {disabled && kind !== 'waiting' && kind !== 'gameOver' && (
        <p className="decision-busy" role="status">
          Please wait…
        </p>
      )}
      <DecisionBody key={decisionKey(G)} G={G} seat={seat} onMove={onMove} disabled={disabled} kind={kind} />
      {kind !== 'waiting' && kind !== 'gameOver' && <SkillMoves G={G} seat={seat} onMove={onMove} disabled={disabled} />}
    </section>
  );
}
