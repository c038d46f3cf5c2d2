/**
 * The small panel that opens beside the space a general was just placed on:
 * army units, gold, popular support and the Han emperor token, whichever the
 * space takes (bidExtrasFor), with what the bid would add. Legality is
 * assignError's; nothing is sent until the tray's Confirm.
 */
import { GENERALS } from '../../../game/threeKingdomsRedux/data/generals';
import { assignError, hanEmperorTokenAvailable } from '../../../game/threeKingdomsRedux/conflict';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { ARMY_TYPES, WEAPON_OF, type ArmyType, type StateId } from '../../../game/threeKingdomsRedux/types';
import { assignArgsFromForm, bidExtrasFor, bidHint, bidPreview, standingBids, type BidFormState } from '../decisions/bidArgs';
import { ARMY_TYPE_NAMES } from '../labels';

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

interface BidPopoverProps {
  G: GameState;
  seat: StateId;
  form: BidFormState;
  onChange: (form: BidFormState) => void;
}

export function BidPopover({ G, seat, form, onChange }: BidPopoverProps): JSX.Element {
  const p = G.players[seat];
  const extras = bidExtrasFor(form.space);
  const lead = form.general ? GENERALS[form.general].leadership.value : 1;
  const args = assignArgsFromForm(form);
  const set = (patch: Partial<BidFormState>) => onChange({ ...form, ...patch });
  const hanReason =
    G.hanEmperorHolder === seat && !hanEmperorTokenAvailable(G, seat) ? assignError(G, seat, { ...args, hanEmperorToken: true }) : null;
  const hint = bidHint(args);
  return (
    <div className="space-popover bid-popover" data-testid="bid-popover" role="group" aria-label="Units and tokens with this general">
      {extras.units && (
        <div className="pop-row">
          <label>
            Units{' '}
            <select data-testid="bid-unit-type" value={form.unitType} onChange={(e) => set({ unitType: e.target.value as ArmyType | '' })}>
              <option value="">none</option>
              {ARMY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ARMY_TYPE_NAMES[t]} ({p.weapons[WEAPON_OF[t]]} {WEAPON_OF[t]})
                </option>
              ))}
            </select>
          </label>
          <label>
            ×{' '}
            <select
              data-testid="bid-unit-count"
              aria-label="Number of units"
              value={form.unitCount}
              disabled={!form.unitType}
              onChange={(e) => set({ unitCount: Number(e.target.value) })}
            >
              {range(1, Math.max(lead, form.unitCount)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">{p.trained} trained</span>
        </div>
      )}
      {extras.gold && (
        <div className="pop-row">
          <label>
            Gold{' '}
            <select data-testid="bid-gold" value={form.gold} onChange={(e) => set({ gold: Number(e.target.value) })}>
              {range(0, Math.max(lead, form.gold)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">of {p.gold}</span>
        </div>
      )}
      {extras.contested && (p.popularSupport > 0 || form.popularSupport > 0) && (
        <div className="pop-row">
          <label>
            Popular support +{' '}
            <select
              data-testid="bid-popular-support"
              value={form.popularSupport}
              onChange={(e) => set({ popularSupport: Number(e.target.value) })}
            >
              {range(0, Math.max(p.popularSupport, form.popularSupport)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <span className="muted">of {p.popularSupport}</span>
        </div>
      )}
      {extras.contested && G.hanEmperorHolder === seat && (
        <div className="pop-row">
          <label>
            <input
              type="checkbox"
              data-testid="bid-han-token"
              checked={form.hanEmperorToken}
              disabled={hanReason !== null}
              onChange={(e) => set({ hanEmperorToken: e.target.checked })}
            />{' '}
            Han emperor token (+1)
          </label>
          {hanReason !== null && <span className="disabled-reason">{hanReason}</span>}
        </div>
      )}
      <p className="bid-preview" data-testid="bid-preview">
        {bidPreview(G, seat, args)} {standingBids(G, form.space)}
      </p>
      {hint && <p className="bid-hint">{hint}</p>}
    </div>
  );
}
