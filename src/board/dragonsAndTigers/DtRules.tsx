/**
 * Dragons & Tigers' rules at hand, built from the engine's data: the turn in brief, the four printed
 * tables, the areas, kingdoms, characters and events, each reconstruction marked as such (the data's
 * own `reconstructed` notes; the long form is docs/dragons-and-tigers/rulings.md and map.md).
 */
import { RulesDialog } from '../shell/RulesDialog';
import { AREA_IDS, AREAS } from '../../game/dragonsAndTigers/data/areas';
import { CHARACTER_IDS, CHARACTERS } from '../../game/dragonsAndTigers/data/characters';
import { KINGDOM_IDS, KINGDOMS } from '../../game/dragonsAndTigers/data/kingdoms';
import { EVENT_IDS, MANDATE_SPACES } from '../../game/dragonsAndTigers/data/mandate';
import { BORDERS } from '../../game/dragonsAndTigers/data/map';
import { attritionLosses, BARBARIAN_RAIDS_TABLE, RETAINER_DEATH_TABLE, strategyHits } from '../../game/dragonsAndTigers/data/tables';
import { dragonsAndTigers } from '../../game/dragonsAndTigers/contract';
import { EVENT_NAMES } from '../../game/dragonsAndTigers/events';
import { areaName, kingdomName, stars } from './words';

const Reconstructed = ({ why }: { why: string }) => (
  <span className="dt-reconstructed" title={why}>
    {' '}
    (reconstructed: {why})
  </span>
);

const STRENGTHS = [1, 3, 6, 9, 12, 15, 18, 21, 26, 31, 41];

function Tables() {
  return (
    <>
      <h3>Attrition (4.5.1-4.5.2)</h3>
      <p>Armies lost crossing a mountain or great river, by the strength moving (with Boats on a river in brackets).</p>
      <table data-testid="rules-attrition">
        <tbody>
          <tr>
            <th scope="row">Strength</th>
            {STRENGTHS.map((s, i) => (
              <td key={s}>{i + 1 < STRENGTHS.length ? `${s}-${STRENGTHS[i + 1] - 1}` : `${s}+`}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Lost</th>
            {STRENGTHS.map((s) => (
              <td key={s}>
                {attritionLosses(s, false)} ({attritionLosses(s, true)})
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <h3>Strategy Contest (5.2)</h3>
      <p>Hits per red star or diamond, by the die: {[1, 2, 3, 4, 5, 6].map((die) => `${die}: ${strategyHits(die, 1)}`).join(', ')}.</p>
      <h3>Retainer Death (10.1)</h3>
      <ul>
        {RETAINER_DEATH_TABLE.map((row, i) => (
          <li key={i}>
            {i + 1}: {row.map(kingdomName).join(', ')}
          </li>
        ))}
      </ul>
      <h3>Barbarian Raids (10.8)</h3>
      <ul>
        {BARBARIAN_RAIDS_TABLE.map((row, i) => (
          <li key={i}>
            {i + 1}: {row.map(areaName).join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}

function Places() {
  return (
    <>
      <h3>Areas (LIST OF AREAS)</h3>
      <p>
        The map's borders and where each area sits are <strong>reconstructed</strong> from the geography of 189 AD: the printed board did
        not survive into the text ({BORDERS.filter((b) => b.kind === 'mountain').length} mountain and{' '}
        {BORDERS.filter((b) => b.kind === 'river').length} great-river borders; hover a border on the map for its reason).
      </p>
      <ul className="dt-rules-columns">
        {AREA_IDS.map((id) => (
          <li key={id}>
            {AREAS[id].name} {AREAS[id].hanzi}: manpower {AREAS[id].manpower}
            {AREAS[id].printed && (
              <Reconstructed why={`printed “${AREAS[id].printed?.name} ${AREAS[id].printed?.hanzi}”, a garbled name`} />
            )}
          </li>
        ))}
      </ul>
      <h3>Kingdoms</h3>
      <ul>
        {KINGDOM_IDS.map((id) => {
          const k = KINGDOMS[id];
          return (
            <li key={id}>
              <strong>{k.name}</strong> {k.hanzi} {k.traitorous ? '(Traitorous, 8)' : `· home ${areaName(k.home)}, levy ${k.levy}`}
              {k.characteristics ? `: ${k.characteristics}` : ''}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Characters() {
  return (
    <>
      <h3>Characters (LISTS OF LEADERS)</h3>
      <p>Command stars (✪ red: a strategist, ◆ diamonds), valor, administration, diplomacy, loyalty (✱: never swayed, ruling R10).</p>
      <table className="dt-rules-characters" data-testid="rules-characters">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kingdom</th>
            <th scope="col">Command</th>
            <th scope="col">V/A/D</th>
            <th scope="col">Loyalty</th>
          </tr>
        </thead>
        <tbody>
          {CHARACTER_IDS.map((id) => {
            const c = CHARACTERS[id];
            return (
              <tr key={id}>
                <td>
                  {c.name} {c.hanzi}
                  {c.warlord ? ' (warlord)' : ''}
                  {c.boats ? ' · Boats' : ''}
                  {c.reconstructed && <Reconstructed why={Object.values(c.reconstructed).join('; ')} />}
                </td>
                <td>{c.kingdom ? kingdomName(c.kingdom) : 'free'}</td>
                <td>{c.wizard ? '–' : stars(id)}</td>
                <td>{c.wizard ? '–' : `${c.valor}/${c.administration}/${c.diplomacy}`}</td>
                <td>{c.loyalty === 'unswerving' ? '✱' : c.loyalty}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

function Events() {
  return (
    <>
      <h3>The Mandate of Heaven and its events (4.2, 10)</h3>
      <p>
        Each turn a die moves the marker one space; the event of the space it enters happens; leaving the display ends the round.
        <Reconstructed
          why={`the display's layout is lost: a hexagon of ${MANDATE_SPACES.length} hexes, one die face per direction, each event on two spaces (rulings, gap 2)`}
        />
      </p>
      <ul>
        {EVENT_IDS.map((id) => (
          <li key={id}>{EVENT_NAMES[id]}</li>
        ))}
      </ul>
    </>
  );
}

export function DtRules({ onClose }: { onClose: () => void }) {
  return (
    <RulesDialog title={dragonsAndTigers.title} onClose={onClose}>
      <p>
        2 to 4 players each lead a faction and draft kingdoms of 189 AD (3.1): a main kingdom and allies. Each round, chits are pulled from
        a cup; the kingdom activated rolls for the Mandate of Heaven, then may negotiate (diplomacy, 4.3), levy armies up to its manpower
        (4.4), move its characters with armies (4.5) and fight (4.6, 5). After 8 rounds, or when a faction holds half the map, the faction
        holding the most areas wins (7).
      </p>
      <p>
        Where the text is silent or garbled the game follows our rulings, marked <em>reconstructed</em> below; every one is set out in
        docs/dragons-and-tigers/rulings.md.
      </p>
      <Tables />
      <Events />
      <Places />
      <Characters />
    </RulesDialog>
  );
}
