/** The choices of a combat (4.6, 5.1, 5.4, 5.5): each checked, then applied. */
import { AREAS } from './data/areas';
import { CHARACTERS } from './data/characters';
import { KINGDOMS } from './data/kingdoms';
import { commandChoices, retreatOptions, startCombat, takeLosses } from './combat';
import { retreat } from './combatEnd';
import { betrayalTargets, betrayers, sideArmyKingdoms } from './combatSides';
import { expectType, field, type Handler, isAreaId, isCharacterId, isCount, isKingdomId, isPlayerKingdomId } from './moveCheck';
import { addChit, armiesOf, log, rollDie } from './model/pieces';
import { logCombat } from './model/combatLog';
import { SEAT_NAMES, type DtState, type Seat } from './model/state';
import { offerDecree } from './model/decree';
import type { CharacterId } from './data/characters';
import type { PlayerKingdomId } from './data/kingdoms';
import type { RandomSource } from '../contract';

export const battleOrderMove: Handler<'battleOrder'> = (G, _decision, type, move) => {
  const wrong = expectType(type, ['fight'], 'the active player chooses the next combat (4.6)');
  if (wrong) return wrong;
  const area = field(move, 'area');
  const index = G.combatQueue.findIndex((pending) => pending.area === area);
  if (!isAreaId(area) || index < 0) return `No combat waits in ${String(area)}.`;
  const [pending] = G.combatQueue.splice(index, 1);
  startCombat(G, pending);
  return null;
};

export const betrayalMove: Handler<'betrayal'> = (G, decision, type, move, random) => {
  const wrong = expectType(type, ['betray', 'done'], 'a betrayal or alliance check may be made (5.1)');
  if (wrong) return wrong;
  const combat = G.combat!;
  const side = decision.side;
  if (type === 'done') {
    combat.step = 'strategy';
    return null;
  }
  const character = field(move, 'character');
  const kingdom = field(move, 'kingdom');
  const target = betrayalTargets(G, combat, side, side === 1 ? combat.betrayer! : undefined).find((t) => t.kingdom === kingdom);
  if (!isPlayerKingdomId(kingdom) || !target) return `${String(kingdom)} cannot be the target of a check here (5.1, 8(B)).`;
  // 5.1(B): the defender's check is against a former ally, a betrayal check (diplomacy 2+).
  const need = side === 1 ? 2 : target.need;
  if (!isCharacterId(character) || !betrayers(G, combat, side, need).includes(character))
    return `${String(character)} cannot make this check: a character here with diplomacy ${need} or more (5.1).`;
  betrayalRoll(G, side, decision.seat, character, kingdom, random);
  return null;
};

/** 5.1(A)'s roll and its outcome; a failure may be rerolled by Imperial Decree (9(C)). */
export function betrayalRoll(
  G: DtState,
  side: 0 | 1,
  seat: Seat,
  character: CharacterId,
  kingdom: PlayerKingdomId,
  random: RandomSource,
): void {
  const combat = G.combat!;
  // 5.1(A): +1 to the die for a betrayal check, none for an alliance check with a neutral kingdom.
  const penalty = G.kingdoms[kingdom].owner === null ? 0 : 1;
  const die = rollDie(random);
  const diplomacy = CHARACTERS[character].diplomacy;
  const success = die + penalty <= diplomacy;
  logCombat(G, { step: 'betrayal', side, character, kingdom, die, modifier: penalty, diplomacy, success }, seat);
  if (success) {
    G.kingdoms[kingdom].owner = seat;
    G.kingdoms[kingdom].main = false;
    addChit(G, kingdom);
    log(G, `${KINGDOMS[kingdom].name} joins ${SEAT_NAMES[seat]} and fights on its side.`, seat);
    if (side === 0) combat.betrayer = kingdom;
  } else offerDecree(G, { kind: 'betray', seat, side, character, kingdom });
  // 5.1(B): the attacker gets no check against the ally the defender won back.
  combat.step = success && side === 0 ? 'counterBetrayal' : 'strategy';
}

export const commandMove: Handler<'command'> = (G, decision, type, move) => {
  const wrong = expectType(type, ['command'], 'the commander of the battle is chosen (5.4(A))');
  if (wrong) return wrong;
  const combat = G.combat!;
  const character = field(move, 'character') ?? null;
  const strategist = field(move, 'strategist') ?? null;
  const choice = commandChoices(G, combat, decision.side).find((c) => c.character === character && c.strategist === strategist);
  if (!choice) return 'Choose a character of your side in the area, and one other strategist or none (5.4(A)).';
  combat.commanders[decision.side] = choice;
  return null;
};

export const casualtiesMove: Handler<'casualties'> = (G, decision, type, move) => {
  const wrong = expectType(type, ['loseArmies'], 'hits are taken (5.4(C))');
  if (wrong) return wrong;
  const combat = G.combat!;
  const kingdom = field(move, 'kingdom');
  const count = field(move, 'count');
  if (!isKingdomId(kingdom) || !sideArmyKingdoms(G, combat, decision.side).includes(kingdom))
    return `${String(kingdom)} has no armies of yours here.`;
  const most = Math.min(combat.hits[decision.side], armiesOf(G, combat.area, kingdom));
  if (!isCount(count) || count === 0 || count > most) return `Take 1 to ${most} losses from ${KINGDOMS[kingdom].name}.`;
  takeLosses(G, combat, decision.side, kingdom, count);
  return null;
};

export const retreatMove: Handler<'retreat'> = (G, decision, type, move) => {
  const wrong = expectType(type, ['retreat', 'done'], 'a side may retreat (5.5)');
  if (wrong) return wrong;
  const combat = G.combat!;
  if (type === 'done') {
    if (decision.side === 0) combat.retreatTurn = 1;
    else {
      combat.commanders = [null, null];
      combat.step = 'command';
    }
    return null;
  }
  const area = field(move, 'area');
  if (!isAreaId(area) || !retreatOptions(G, combat, decision.side).includes(area))
    return `The side cannot retreat to ${isAreaId(area) ? AREAS[area].name : String(area)} (5.5(B)).`;
  retreat(G, combat, decision.side, area);
  return null;
};
