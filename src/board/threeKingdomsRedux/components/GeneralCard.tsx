/** A general's name with the printed card (attributes, skill, rulings) in a tooltip. */
import { GENERALS, type GeneralId } from '../../../game/threeKingdomsRedux/data/generals';
import { ARMY_TYPE_NAMES, stateName } from '../labels';
import { CardTooltip, type CardTooltipProps } from './CardTooltip';
import { listSentence } from '../../../game/threeKingdomsRedux/words';

export interface GeneralCardProps extends Pick<CardTooltipProps, 'tipId' | 'untabbable' | 'roving'> {
  id: GeneralId;
  /** Put on the element whose text is exactly the printed name (test hook). */
  testId?: string;
}

export function GeneralCard({ id, testId, ...focus }: GeneralCardProps) {
  const card = GENERALS[id];
  const name = card.name.value;
  return (
    <CardTooltip
      className={`general state-${card.state.value}`}
      {...focus}
      trigger={
        <span className="card-name" data-testid={testId} data-general={id}>
          {name}
        </span>
      }
    >
      <GeneralDetails id={id} />
    </CardTooltip>
  );
}

/** The card's text, also used where a card is shown open (no tooltip). */
function GeneralDetails({ id }: { id: GeneralId }) {
  const card = GENERALS[id];
  const specs = card.specialisations.value.map((t) => ARMY_TYPE_NAMES[t]);
  return (
    <>
      <strong className="tip-title">
        {card.name.value} ({stateName(card.state.value)}
        {card.lord.value ? ', lord' : ''})
      </strong>
      <span className="tip-line">
        Administration {card.administration.value}, combat {card.combat.value}, leadership {card.leadership.value}
      </span>
      <span className="tip-line">Specialises in {specs.length ? listSentence(specs) : 'no army type'}</span>
      <span className="tip-line">
        <em>{card.skillName.value}:</em> {card.skillText.value}
      </span>
      {card.rulings.value.map((r, i) => (
        <span key={i} className="tip-ruling">
          {r}
        </span>
      ))}
    </>
  );
}
