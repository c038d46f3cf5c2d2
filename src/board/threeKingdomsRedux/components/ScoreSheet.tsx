/**
 * The end-of-game score sheet laid out like the rulebook's Scoring Sheet:
 * categories down, Wei, Wu and Shu across, Total at the foot. Below it, what
 * each comparative category was decided on, so the numbers can be checked.
 */
import { useId } from 'react';
import { ENHANCEMENTS, type EnhancementId } from '../../../game/threeKingdomsRedux/data/enhancements';
import { SCORE_CATEGORIES, type FinalResult } from '../../../game/threeKingdomsRedux/scoring';
import type { BorderId, StateId } from '../../../game/threeKingdomsRedux/types';
import { STATES } from '../../../game/threeKingdomsRedux/types';
import { BORDER_NAMES, PLACE_LABELS, rankName, SCORE_CATEGORY_LABELS, stateName } from '../labels';
import { listSentence, plural } from '../../../game/threeKingdomsRedux/words';

export interface ScoreSheetProps {
  result: FinalResult;
  /** Final ranks, for the rank row's explanation (the sheet itself holds only VPs). */
  ranks?: Record<StateId, number>;
  /** The seat looking at it, to say where it placed. */
  seat?: StateId | null;
}

const ORDINALS = ['first', 'second', 'third'];

export function ScoreSheet({ result, ranks, seat }: ScoreSheetProps) {
  const titleId = useId();
  const { scores, winner } = result;
  const place = seat ? result.ranking.indexOf(seat) : -1;
  return (
    <section className="score-sheet result-panel" data-testid="score-sheet" aria-labelledby={titleId}>
      <h2 id={titleId} className={`result-title state-${winner}`}>
        {seat === winner ? 'You win! ' : ''}
        <span data-testid="winner">
          {stateName(winner)} wins with {plural(scores[winner].total, 'VP', 'VPs')}.
        </span>
      </h2>
      {seat && seat !== winner && place >= 0 && (
        <p className="result-place">
          You ({stateName(seat)}) finished {ORDINALS[place]}.
        </p>
      )}
      <ol className="result-totals" aria-label="Final totals">
        {result.ranking.map((s) => (
          <li key={s} className={`state-${s}`}>
            <span className="state-tag">{stateName(s)}</span> <b>{scores[s].total}</b> VP
          </li>
        ))}
      </ol>
      <p className="result-why">The game ended because {listSentence(result.endReasons)}.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Scoring Categories</th>
            {STATES.map((s) => (
              <th key={s} scope="col" className={`state-${s}`}>
                {stateName(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SCORE_CATEGORIES.map((c) => (
            <tr key={c}>
              <th scope="row">{SCORE_CATEGORY_LABELS[c]}</th>
              {STATES.map((s) => (
                <td key={s} data-testid={`score-${s}-${c}`}>
                  {scores[s].categories[c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {STATES.map((s) => (
              <td key={s} data-testid={`score-${s}-total`}>
                {scores[s].total}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <ScoreDetails result={result} ranks={ranks} />
    </section>
  );
}

/** The inputs behind each state's column, in sentences. */
function ScoreDetails({ result, ranks }: ScoreSheetProps) {
  const { scores, places } = result;
  return (
    <details className="score-details">
      <summary>How these scores were reached</summary>
      <ul>
        {STATES.map((s) => {
          const sc = scores[s];
          const borders = (Object.keys(sc.borderResults) as BorderId[]).map((b) => `${BORDER_NAMES[b]} ${sc.borderResults[b]}`);
          const cards = (Object.keys(sc.enhancementVP) as EnhancementId[]).map(
            (e) => `${ENHANCEMENTS[e].name.value} ${sc.enhancementVP[e]}`,
          );
          return (
            <li key={s} className={`state-${s}`}>
              <strong>{stateName(s)}:</strong> borders {listSentence(borders)}; domestic development level {sc.domesticDevelopmentLevel} (
              {PLACE_LABELS[places.domesticDevelopment[s]]}); civil harmony {sc.civilHarmonyLevel} ({PLACE_LABELS[places.civilHarmony[s]]});
              rank {ranks ? `${rankName(ranks[s])} ` : ''}({PLACE_LABELS[places.rank[s]]}); enhancements{' '}
              {cards.length ? listSentence(cards) : 'none'}; gold and rice {sc.goldAndRice} (the tiebreak).
            </li>
          );
        })}
        {(result.cardEffects ?? []).map((e, i) => (
          <li key={`effect-${i}`} className={`state-${e.state} card-effect`}>
            {e.text}
          </li>
        ))}
      </ul>
    </details>
  );
}
