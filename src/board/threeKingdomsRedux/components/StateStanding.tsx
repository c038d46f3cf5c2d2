/**
 * A state's standing as icons with numbers: rank, military VPs, tribal
 * relations, the farm and marketplace development levels, granary and
 * treasury. The words (the rank's name, the tokens in a store) are in each
 * one's tooltip; each icon opens its rules entry.
 */
import { LOCATIONS, MAX_DEVELOPMENT, MAX_TRIBAL_LEVEL } from '../../../game/threeKingdomsRedux/data/board';
import type { PlayerState, Store } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { rankName, TRIBE_NAMES } from '../labels';
import { Stat } from './Stat';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';

export function StateStanding({ state, player }: { state: StateId; player: PlayerState }) {
  return (
    <dl className="stats standing" aria-label="Tracks and development">
      <Stat icon="rank" label="Rank" value={player.rank} testId={`${state}-rank`} note={rankName(player.rank)} help="rank" />
      <Stat icon="vp" label="Military VPs" value={player.militaryVP} testId={`${state}-militaryVP`} help="militaryVP" />
      <Stat
        icon="tribal"
        label={`Tribal relations (${TRIBE_NAMES[state]})`}
        value={player.tribalLevel}
        testId={`${state}-tribalLevel`}
        note={`/${MAX_TRIBAL_LEVEL}`}
        help="tribalRelations"
      />
      <Stat
        icon="farm"
        label="Farm level"
        value={player.farm.level}
        testId={`${state}-farmLevel`}
        note={`/${MAX_DEVELOPMENT}`}
        detail={`${plural(player.farm.flipped, 'token')} to harvest`}
        help="farm"
      />
      <Stat
        icon="marketplace"
        label="Marketplace level"
        value={player.marketplace.level}
        testId={`${state}-marketplaceLevel`}
        note={`/${MAX_DEVELOPMENT}`}
        detail={`${plural(player.marketplace.flipped, 'token')} to tax`}
        help="marketplace"
      />
      <Stat
        icon="granary"
        label="Granary"
        value={storeSize(player.granary)}
        testId={`${state}-granary`}
        detail={describeStore(player.granary, 'farm')}
        help="granaryTreasury"
      />
      <Stat
        icon="treasury"
        label="Treasury"
        value={storeSize(player.treasury)}
        testId={`${state}-treasury`}
        detail={describeStore(player.treasury, 'marketplace')}
      />
    </dl>
  );
}

const storeSize = (store: Store): number => store.devTokens + store.borderTokens.length;

/** "1 farm token and Guang Ling (1 VP), each lowering upkeep by one". */
function describeStore(store: Store, dev: 'farm' | 'marketplace'): string {
  const parts: string[] = [];
  if (store.devTokens > 0) parts.push(plural(store.devTokens, `${dev} token`));
  for (const t of store.borderTokens) parts.push(`${LOCATIONS[t.location].name.value} (${t.vp} VP)`);
  return parts.length ? `${listSentence(parts)}, each lowering upkeep by one` : 'empty';
}
