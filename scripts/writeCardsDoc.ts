/** `npm run cards:doc`: rewrites docs/cards.md from the card data and the test titles. */
import { CARDS_DOC, writeCardsDoc } from './cardsDoc';

writeCardsDoc(process.cwd());
console.log(`wrote ${CARDS_DOC}`);
