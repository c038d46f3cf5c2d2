/**
 * Creating an online match: a person or a bot (with its difficulty) in each
 * seat, the game's options (hints are off unless the creator allows them),
 * and the seat the creator takes.
 */
import { useState, type FormEvent } from 'react';
import { DIFFICULTIES, DIFFICULTY_LEVELS } from '../../../bots/threeKingdomsRedux/registry';
import { PACES, paceText, type PaceName } from '../../../shared/pace';
import {
  createBody,
  isDifficulty,
  planProblem,
  SEAT_IDS,
  seatName,
  type CreateBody,
  type HanEmperorChoice,
  type SeatID,
  type SeatPlans,
} from './seats';

export interface CreateRequest {
  body: CreateBody;
  seat: SeatID;
}

const HAN_CHOICES: readonly (readonly [HanEmperorChoice, string])[] = [
  ['random', 'drawn at set-up'],
  ['administration', 'administration'],
  ['combat', 'combat'],
];

export function CreateMatchForm({ busy, onCreate }: { busy: boolean; onCreate: (request: CreateRequest) => void }) {
  const [plans, setPlans] = useState<SeatPlans>({ '0': 'human', '1': 'human', '2': 'human' });
  const [mine, setMine] = useState<SeatID>('0');
  const [tutorial, setTutorial] = useState(false);
  const [hanEmperor, setHanEmperor] = useState<HanEmperorChoice>('random');
  const [pace, setPace] = useState<PaceName | 'none'>('none');
  const [hints, setHints] = useState(false);
  const problem = planProblem(plans, mine);

  const setPlan = (seat: SeatID, value: string) => {
    const next = { ...plans, [seat]: isDifficulty(value) ? value : 'human' } as SeatPlans;
    setPlans(next);
    // The creator moves to a person's seat when theirs becomes a bot's.
    if (next[mine] !== 'human') setMine(SEAT_IDS.find((s) => next[s] === 'human') ?? mine);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    onCreate({ body: createBody(plans, { tutorial, hanEmperor, hints, pace: pace === 'none' ? null : PACES[pace] }), seat: mine });
  };

  return (
    <form className="online-create" data-testid="create-form" onSubmit={submit}>
      <fieldset>
        <legend>Create a match</legend>
        <table className="online-seat-plan">
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Played by</th>
              <th scope="col">Your seat</th>
            </tr>
          </thead>
          <tbody>
            {SEAT_IDS.map((seat) => (
              <tr key={seat}>
                <th scope="row">{seatName(seat)}</th>
                <td>
                  <select
                    data-testid={`create-seat-${seat}`}
                    aria-label={`${seatName(seat)} is played by`}
                    value={plans[seat]}
                    onChange={(e) => setPlan(seat, e.target.value)}
                  >
                    <option value="human">a person</option>
                    {DIFFICULTIES.map((d) => (
                      <option key={d} value={d} title={DIFFICULTY_LEVELS[d].description}>
                        {DIFFICULTY_LEVELS[d].label} bot
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="radio"
                    name="creator-seat"
                    data-testid={`create-mine-${seat}`}
                    aria-label={`I play ${seatName(seat)}`}
                    checked={mine === seat}
                    disabled={plans[seat] !== 'human'}
                    onChange={() => setMine(seat)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <label>
          <input type="checkbox" data-testid="create-tutorial" checked={tutorial} onChange={(e) => setTutorial(e.target.checked)} />{' '}
          Beginners’ tutorial (fixed generals, skills ignored)
        </label>
        <label>
          “Control Han emperor” is bid on{' '}
          <select data-testid="create-han" value={hanEmperor} onChange={(e) => setHanEmperor(e.target.value as HanEmperorChoice)}>
            {HAN_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Clock{' '}
          <select data-testid="create-pace" value={pace} onChange={(e) => setPace(e.target.value as PaceName | 'none')}>
            <option value="none">none: take your time</option>
            {(Object.keys(PACES) as PaceName[]).map((name) => (
              <option key={name} value={name}>
                {name}: {paceText(PACES[name])}
              </option>
            ))}
          </select>
        </label>
        {pace !== 'none' && (
          <p className="muted" data-testid="create-pace-rule">
            When a player’s time and reserve run out, a bot makes that decision for them.
          </p>
        )}
        <label>
          <input type="checkbox" data-testid="create-hints" checked={hints} onChange={(e) => setHints(e.target.checked)} /> Allow hints
          <span className="muted"> (each player may ask the search bot about what their own seat can see; everyone is told)</span>
        </label>
        {problem && (
          <p className="online-error" role="alert" data-testid="create-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="primary" data-testid="create-match" disabled={busy || problem !== null}>
          Create the match and sit in {seatName(mine)}
        </button>
      </fieldset>
    </form>
  );
}
