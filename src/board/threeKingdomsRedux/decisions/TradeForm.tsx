/**
 * Trade rice and/or weapons: rice in lots of 4, weapons in lots of 3 with a
 * count per type. Submitted only when actionError accepts the trade.
 */
import { useState } from 'react';
import { actionError } from '../../../game/threeKingdomsRedux/actionError';
import type { Move, TradeDirection } from '../../../game/threeKingdomsRedux/moves';
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import { WEAPON_TYPES, type StateId } from '../../../game/threeKingdomsRedux/types';
import { tradeLabel } from './choiceLabel';
import { ReasonedButton } from './ReasonedButton';
import { EMPTY_TRADE_FORM, tradeChoiceFromForm, weaponTotal, type TradeFormState } from './tradeChoice';
import { TRADE } from '../../../game/threeKingdomsRedux/trade';

interface TradeViewProps {
  G: GameState;
  seat: StateId;
  form: TradeFormState;
  onChange: (form: TradeFormState) => void;
  onMove: (move: Move) => void;
  disabled?: boolean;
}

const WEAPON_COUNTS = [0, 1, 2, 3, 4, 5, 6];

function TradeView({ G, seat, form, onChange, onMove, disabled }: TradeViewProps): JSX.Element {
  const p = G.players[seat];
  const choice = tradeChoiceFromForm(form);
  const error = actionError(G, seat, 'trade', choice);
  const set = (patch: Partial<TradeFormState>) => onChange({ ...form, ...patch });
  return (
    <div className="decision-trade">
      <p>
        You have {p.gold} gold and {p.rice} rice. Rice: a lot of {TRADE.riceLot} costs {TRADE.riceBuyGold} gold or sells for{' '}
        {TRADE.riceSellGold}. Weapons: a lot of {TRADE.weaponLot} (any mix) costs {TRADE.weaponBuyGold} gold or sells for{' '}
        {TRADE.weaponSellGold}. Sales happen before purchases.
      </p>
      <fieldset>
        <legend>Rice</legend>
        <label>
          Rice trade{' '}
          <DirectionSelect
            goods="rice"
            value={form.riceDirection}
            disabled={disabled}
            onChange={(riceDirection) => set({ riceDirection })}
          />
        </label>{' '}
        <label>
          Lots{' '}
          <select
            data-testid="trade-rice-lots"
            value={form.riceLots}
            disabled={disabled || !form.riceDirection}
            onChange={(e) => set({ riceLots: Number(e.target.value) })}
          >
            {[1, 2, 3].map((n) => (
              <option key={n} value={n}>
                {n} ({n * TRADE.riceLot} rice)
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>Weapons ({weaponTotal(form.weaponCounts)} chosen; 3 or 6 in all)</legend>
        <label>
          Weapon trade{' '}
          <DirectionSelect
            goods="weapon"
            value={form.weaponDirection}
            disabled={disabled}
            onChange={(weaponDirection) => set({ weaponDirection })}
          />
        </label>
        {WEAPON_TYPES.map((w) => (
          <label key={w}>
            {' '}
            {w}s (you have {p.weapons[w]}){' '}
            <select
              data-testid={`trade-weapon-${w}`}
              value={form.weaponCounts[w]}
              disabled={disabled || !form.weaponDirection}
              onChange={(e) => set({ weaponCounts: { ...form.weaponCounts, [w]: Number(e.target.value) } })}
            >
              {WEAPON_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <ReasonedButton
        testId="trade-submit"
        label={error ? 'Trade' : tradeLabel(choice)}
        reason={error}
        disabled={disabled}
        onClick={() => onMove({ type: 'takeAction', space: 'trade', choice })}
      />
    </div>
  );
}

export function TradeForm(props: Omit<TradeViewProps, 'form' | 'onChange'>): JSX.Element {
  const [form, setForm] = useState<TradeFormState>(EMPTY_TRADE_FORM);
  return <TradeView {...props} form={form} onChange={setForm} />;
}

/** Buy, sell or no trade of one kind of goods (test id `trade-{goods}-direction`). */
function DirectionSelect(props: {
  goods: 'rice' | 'weapon';
  value: TradeDirection | '';
  disabled?: boolean;
  onChange: (value: TradeDirection | '') => void;
}) {
  const plural = props.goods === 'rice' ? 'rice' : 'weapons';
  return (
    <select
      data-testid={`trade-${props.goods}-direction`}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value as TradeDirection | '')}
    >
      <option value="">No {props.goods} trade</option>
      <option value="buy">Buy {plural}</option>
      <option value="sell">Sell {plural}</option>
    </select>
  );
}
