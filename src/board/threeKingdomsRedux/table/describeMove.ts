/** The tray's words for a move waiting for Confirm ("Trade: buy 4 rice for 3 gold"). */
import { GENERALS } from '../../../game/threeKingdomsRedux/data/generals';
import { cardName } from '../../../game/threeKingdomsRedux/cardIds';
import { describeOption, pendingChoice, skillMoves } from '../../../game/threeKingdomsRedux/choices';
import type { Move } from '../../../game/threeKingdomsRedux/moves';
import { spaceName } from '../../../game/threeKingdomsRedux/spaces';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { choiceLabel } from '../decisions/choiceLabel';
import { bidExtras, capitalise, generalName } from '../labels';
import type { AssignArgs } from '../../../game/threeKingdomsRedux/moves';
import { listSentence } from '../../../game/threeKingdomsRedux/words';

/** "Bid Cao Cao on "Develop farm" with 2 infantry units and 1 gold". */
export function describeAssign(args: AssignArgs): string {
  const extras = bidExtras(args);
  return `Bid ${generalName(args.general)} on "${spaceName(args.space)}"${extras.length ? ` with ${listSentence(extras)}` : ''}`;
}

export function describeMove(G: GameState, seat: StateId, move: Move): string {
  switch (move.type) {
    case 'takeAction':
      return `${capitalise(spaceName(move.space))}: ${choiceLabel(G, seat, move.space, move.choice)}`;
    case 'declineAction':
      return `Decline "${spaceName(move.space)}"`;
    case 'assign':
      return describeAssign(move.args);
    case 'pass':
      return 'Pass: end your bidding for this round (your other generals stay in hand)';
    case 'selectAlliance':
      return `Place the alliance token on "${spaceName(move.space)}"`;
    case 'recruit':
      return `Recruit ${move.keep.map((g) => GENERALS[g].name.value).join(', ')}`;
    case 'choose': {
      const pc = pendingChoice(G);
      return pc ? `${cardName(pc.card)}: ${describeOption(G, pc, move.option)}` : 'Answer the card';
    }
    case 'useSkill': {
      const skill = skillMoves(G, seat).find((s) => s.card === move.card);
      return skill
        ? `${cardName(move.card)}: ${skill.move.describe({ G, state: seat, card: move.card }, move.option)}`
        : cardName(move.card);
    }
  }
}
