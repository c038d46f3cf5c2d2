/**
 * Loads every card module, so each registers its hooks (hooks.ts). The
 * engine imports this once; nothing else needs to know which cards exist.
 */
import './generals';
import './enhancements';
