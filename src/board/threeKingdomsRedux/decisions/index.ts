/**
 * The decision helpers of the React board: the wording of choices, the bid's
 * extras, the trade and construct forms shown in the tray. The table itself
 * (clickable board, hand and tray) lives in ../table.
 */
export { panelKind } from './waiting';
export { choiceLabel, tradeLabel } from './choiceLabel';
export { unavailableOptions } from './unavailable';
export { assignArgsFromForm, bidHint, bidPreview, type BidFormState } from './bidArgs';
export { tradeChoiceFromForm, EMPTY_TRADE_FORM } from './tradeChoice';
export { constructChoiceFromForm, constructFormFor } from './constructChoice';
export { recruitSelectionReason, toggleSelection } from './recruitSelection';
export * from './text';
