/** A state enhancement's name with the printed card (cost, prerequisite, VPs, text) in a tooltip. */
import { ENHANCEMENTS, type EnhancementId } from '../../../game/threeKingdomsRedux/data/enhancements';
import { capitalise, describePrerequisite } from '../labels';
import { CardTooltip, type CardTooltipProps } from './CardTooltip';
import { describeCost, plural } from '../../../game/threeKingdomsRedux/words';

export interface EnhancementCardProps extends Pick<CardTooltipProps, 'roving'> {
  id: EnhancementId;
  /** Put on the element whose text is exactly the printed name (test hook). */
  testId?: string;
}

export function EnhancementCard({ id, testId, roving }: EnhancementCardProps) {
  const card = ENHANCEMENTS[id];
  return (
    <CardTooltip
      className={`enhancement deck-${card.deck.value}`}
      roving={roving}
      trigger={
        <span className="card-name" data-testid={testId} data-enhancement={id}>
          {card.name.value}
        </span>
      }
    >
      <EnhancementDetails id={id} />
    </CardTooltip>
  );
}

function EnhancementDetails({ id }: { id: EnhancementId }) {
  const card = ENHANCEMENTS[id];
  return (
    <>
      <strong className="tip-title">
        {card.name.value} ({capitalise(card.deck.value)} deck, {plural(card.vp.value, 'VP', 'VPs')})
      </strong>
      <span className="tip-line">Cost: {describeCost(card.cost.value)}</span>
      <span className="tip-line">Prerequisite: {describePrerequisite(card.prerequisite.value)}</span>
      <span className="tip-line">{card.text.value}</span>
      {card.rulings.value.map((r, i) => (
        <span key={i} className="tip-ruling">
          {r}
        </span>
      ))}
    </>
  );
}

/** "Cost 1 spear and 1 gold · 1 VP", the line shown next to the name in a hand. */
export function EnhancementSummary({ id }: { id: EnhancementId }) {
  const card = ENHANCEMENTS[id];
  return (
    <span className="attrs">
      cost {describeCost(card.cost.value)} · {plural(card.vp.value, 'VP', 'VPs')}
    </span>
  );
}
