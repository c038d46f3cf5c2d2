/** The shared tokens off the action spaces: alliance token, Han emperor token, criterion markers, decks. */
import { useId } from 'react';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { CRITERION_NAMES, spaceLabel, stateName } from '../labels';
import { criterionOf } from '../../../game/threeKingdomsRedux/spaces';
import { HanEmperorTokenPiece } from './Pieces';
import { HelpLink } from '../help/HelpLink';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';

export function CommonTokens({ G }: { G: GameState }) {
  const titleId = useId();
  return (
    <section className="common-tokens" aria-labelledby={titleId}>
      <h2 id={titleId}>Tokens and decks</h2>
      <dl className="facts">
        <div>
          <dt>
            Alliance token <HelpLink track="allianceToken" label="Alliance token" />
          </dt>
          <dd data-testid="alliance-token">
            {G.allianceSpace
              ? `On “${spaceLabel(G.allianceSpace)}”: ${listSentence(G.alliance.map(stateName))} bid together.`
              : `Held by ${stateName(G.bidOrder[2])}, third in bid order.`}
          </dd>
        </div>
        <div>
          <dt>
            Han emperor token <HelpLink track="hanEmperorToken" label="Han emperor token" />
          </dt>
          <dd data-testid="han-emperor-token">
            {G.hanEmperorHolder ? (
              `Held by ${stateName(G.hanEmperorHolder)}.`
            ) : (
              <>
                <HanEmperorTokenPiece G={G} /> In the general supply.
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            Criterion markers <HelpLink track="criterionMarkers" label="Criterion markers" />
          </dt>
          <dd data-testid="criterion-markers">
            Control Han emperor: {CRITERION_NAMES[criterionOf(G, 'controlHanEmperor')]}; win popular support:{' '}
            {CRITERION_NAMES[criterionOf(G, 'winPopularSupport')]}.
          </dd>
        </div>
        <div>
          <dt>
            Enhancement decks <HelpLink track="decks" label="Enhancement decks" />
          </dt>
          <dd data-testid="decks">
            Separation {plural(G.decks.separation.length, 'card')}, Unification {plural(G.decks.unification.length, 'card')}.
          </dd>
        </div>
      </dl>
    </section>
  );
}
