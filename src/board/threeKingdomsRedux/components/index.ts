/** The read-only board pieces the page's views take: `PublicBoard` composes most of the others. */
export { PublicBoard } from './PublicBoard';
export { Hand } from './Hand';
export { ScoreSheet } from './ScoreSheet';
export { GeneralCard } from './GeneralCard';
export { EnhancementCard } from './EnhancementCard';
