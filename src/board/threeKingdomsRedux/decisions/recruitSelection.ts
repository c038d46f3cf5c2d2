/** Recruitment selection: how far the chosen set is from the number the rules ask for. */

/** "Select 2 more" / "Deselect 1" while the count is wrong, null when it is exact. */
export function recruitSelectionReason(selected: number, need: number): string | null {
  if (selected < need) return `Select ${need - selected} more`;
  if (selected > need) return `Deselect ${selected - need}`;
  return null;
}

/** Toggles `id` in the selection, keeping the drawn cards' order. */
export function toggleSelection<T>(drawn: readonly T[], selected: readonly T[], id: T): T[] {
  const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
  return drawn.filter((x) => next.includes(x));
}
