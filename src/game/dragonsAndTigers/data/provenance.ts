/**
 * Where a fact of Dragons & Tigers comes from. The rules text (`../shared/rules/dragons-and-tigers.txt`)
 * is the authority; the board and a few counters did not survive into it, so those facts are our
 * reconstruction, marked here so an owner of the game can find and correct each one.
 */
/** The fields of a record `T` that are reconstructed (not as printed), each with the reason; every other field is the rulebook's. */
export type Reconstructed<T> = Partial<Record<keyof T, string>>;
