/** Shu generals' skills: one module per general, registered on import. */
export {};
