/**
 * The decision controls of the React board: `DecisionPanel` renders whatever
 * decision the engine gives the seat now and submits plain rules `Move`s.
 * The pure helpers are exported for the tests and for any other part of the
 * board that wants the same wording.
 */
export { DecisionPanel, type DecisionPanelProps } from './DecisionPanel';
export { panelKind, waitingMessage, type PanelKind } from './waiting';
export { choiceLabel, tradeLabel, constructLabel } from './choiceLabel';
export { unavailableOptions, representativeChoice, KIND_LABELS, type UnavailableOption } from './unavailable';
export {
  assignArgsFromForm,
  bidExtrasFor,
  bidFormError,
  bidHint,
  bidPreview,
  initialBidForm,
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
export { RecruitForm, RecruitView } from './RecruitForm';
export { AllianceForm } from './AllianceForm';
export { BidForm, BidView, bidSpaceLabel } from './BidForm';
export { ActionsPanel } from './ActionsPanel';
export { ChoiceButtons } from './ChoiceButtons';
export { TradeForm, TradeView } from './TradeForm';
export { ConstructForm, ConstructView } from './ConstructForm';
export { ReasonedButton } from './ReasonedButton';
