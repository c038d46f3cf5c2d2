/**
 * The decision helpers of the React board: the wording of choices, the bid's
 * extras, the trade and construct forms shown in the tray. The table itself
 * (clickable board, hand and tray) lives in ../table.
 */
export { panelKind, waitingMessage, type PanelKind } from './waiting';
export { choiceLabel, tradeLabel, constructLabel } from './choiceLabel';
export { unavailableOptions, representativeChoice, KIND_LABELS, type UnavailableOption } from './unavailable';
export {
  assignArgsFromForm,
  bidExtrasFor,
  bidFormError,
  bidHint,
  bidPreview,
  standingBids,
  type BidFormState,
} from './bidArgs';
export { tradeChoiceFromForm, weaponTotal, EMPTY_TRADE_FORM, type TradeFormState } from './tradeChoice';
export {
  constructChoiceFromForm,
  constructFormFor,
  initialConstructForm,
  flexibleCost,
  type ConstructFormState,
} from './constructChoice';
export { recruitSelectionReason, toggleSelection } from './recruitSelection';
export * from './text';
export { ChoiceButtons } from './ChoiceButtons';
export { TradeForm, TradeView } from './TradeForm';
export { ConstructForm, ConstructView } from './ConstructForm';
export { ReasonedButton } from './ReasonedButton';
