/**
 * The tracks a state marker moves on: rank, military VPs, tribal relations,
 * and the farm and marketplace development spaces with granary and treasury.
 */
import { LOCATIONS, MAX_DEVELOPMENT, MAX_TRIBAL_LEVEL, MIN_TRIBAL_LEVEL, RANKS } from '../../../game/threeKingdomsRedux/data/board';
import type { PlayerState, Store } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { rankName, TRIBE_NAMES } from '../labels';
import { Stat } from './Stat';
import { HelpLink } from '../help/HelpLink';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';

export function StateStanding({ state, player }: { state: StateId; player: PlayerState }) {
  return (
    <dl className="stats standing" aria-label="Tracks and development">
      <Stat
        label="Rank"
        value={player.rank}
        testId={`${state}-rank`}
        note={rankName(player.rank)}
        gauge={{ min: 0, max: RANKS.length - 1 }}
      />
      <Stat
        label={
          <>
            Military VPs <HelpLink track="militaryVP" label="Military VPs" />
          </>
        }
        value={player.militaryVP}
        testId={`${state}-militaryVP`}
      />
      <Stat
        label={
          <>
            Tribal relations ({TRIBE_NAMES[state]}) <HelpLink track="tribalRelations" label="Tribal relations" />
          </>
        }
        value={player.tribalLevel}
        testId={`${state}-tribalLevel`}
        note={`of ${MAX_TRIBAL_LEVEL}`}
        gauge={{ min: MIN_TRIBAL_LEVEL, max: MAX_TRIBAL_LEVEL }}
      />
      <Stat
        label={
          <>
            Farm level <HelpLink track="farm" label="Farm level" />
          </>
        }
        value={player.farm.level}
        testId={`${state}-farmLevel`}
        note={`of ${MAX_DEVELOPMENT}, ${plural(player.farm.flipped, 'token')} to harvest`}
        gauge={{ min: 0, max: MAX_DEVELOPMENT }}
      />
      <Stat
        label={
          <>
            Marketplace level <HelpLink track="marketplace" label="Marketplace level" />
          </>
        }
        value={player.marketplace.level}
        testId={`${state}-marketplaceLevel`}
        note={`of ${MAX_DEVELOPMENT}, ${plural(player.marketplace.flipped, 'token')} to tax`}
        gauge={{ min: 0, max: MAX_DEVELOPMENT }}
      />
      <Stat
        label={
          <>
            Granary <HelpLink track="granaryTreasury" label="Granary and treasury: upkeep" />
          </>
        }
        value={storeSize(player.granary)}
        testId={`${state}-granary`}
        note={describeStore(player.granary, 'farm')}
      />
      <Stat
        label="Treasury"
        value={storeSize(player.treasury)}
        testId={`${state}-treasury`}
        note={describeStore(player.treasury, 'marketplace')}
      />
    </dl>
  );
}

const storeSize = (store: Store): number => store.devTokens + store.borderTokens.length;

/** "(1 farm token and Guang Ling (1 VP))": each token lowers upkeep by one. */
function describeStore(store: Store, dev: 'farm' | 'marketplace'): string {
  const parts: string[] = [];
  if (store.devTokens > 0) parts.push(plural(store.devTokens, `${dev} token`));
  for (const t of store.borderTokens) parts.push(`${LOCATIONS[t.location].name.value} (${t.vp} VP)`);
  return parts.length ? `(${listSentence(parts)})` : '';
}
