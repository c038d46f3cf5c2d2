/**
 * The shared tokens drawn as pieces (small SVGs of our own), each in one
 * place at a time, where G says it is: the alliance token on the chosen
 * alliance space (or with the state third in bid order, who places it), the
 * Han emperor token with the state holding it (or in the general supply).
 * A piece that changes place slides there (motion.ts).
 */
import type { GameState } from '../../../game/threeKingdomsRedux/state';
import type { StateId } from '../../../game/threeKingdomsRedux/types';
import { spaceLabel, stateName } from '../labels';
import { useSlide } from '../table/motion';
import { listSentence } from '../../../game/threeKingdomsRedux/words';

/** Where the alliance token is: a space id, or the state that holds it. */
function alliancePlace(G: GameState): string {
  return G.allianceSpace ?? `held:${G.bidOrder[2]}`;
}

/** Where the Han emperor token is: a state, or the general supply. */
function hanEmperorPlace(G: GameState): string {
  return G.hanEmperorHolder ?? 'supply';
}

export function AllianceTokenPiece({ G }: { G: GameState }) {
  const place = alliancePlace(G);
  const ref = useSlide<HTMLSpanElement>('alliance-token', place);
  const label = G.allianceSpace
    ? `Alliance token on “${spaceLabel(G.allianceSpace)}”: ${listSentence(G.alliance.map(stateName))} bid together`
    : `Alliance token, held by ${stateName(G.bidOrder[2])}`;
  return (
    <span
      ref={ref}
      className="piece alliance-piece"
      data-testid="alliance-piece"
      data-place={place}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="#f4e3b0" stroke="#7a5a00" strokeWidth="1.5" />
        <circle cx="9" cy="12" r="4.6" fill="none" stroke="#8a2a1e" strokeWidth="2" />
        <circle cx="15" cy="12" r="4.6" fill="none" stroke="#1e5a2a" strokeWidth="2" />
      </svg>
    </span>
  );
}

export function HanEmperorTokenPiece({ G }: { G: GameState }) {
  const place = hanEmperorPlace(G);
  const ref = useSlide<HTMLSpanElement>('han-emperor-token', place);
  const label = G.hanEmperorHolder
    ? `Han emperor token, held by ${stateName(G.hanEmperorHolder)}`
    : 'Han emperor token, in the general supply';
  return (
    <span
      ref={ref}
      className="piece han-emperor-piece"
      data-testid="han-emperor-piece"
      data-place={place}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <polygon points="7,1 17,1 23,7 23,17 17,23 7,23 1,17 1,7" fill="#e9b92a" stroke="#6b4a00" strokeWidth="1.5" />
        {/* A crown: the emperor's piece. */}
        <path d="M6 16 L6 9 L9.5 12 L12 7 L14.5 12 L18 9 L18 16 Z" fill="#8a2a1e" />
        <rect x="6" y="16.5" width="12" height="2" fill="#8a2a1e" />
      </svg>
    </span>
  );
}

/** The pieces a state's panel shows beside its name: the tokens it holds. */
export function HeldPieces({ G, state }: { G: GameState; state: StateId }) {
  return (
    <>
      {G.allianceSpace === null && G.bidOrder[2] === state && <AllianceTokenPiece G={G} />}
      {G.hanEmperorHolder === state && <HanEmperorTokenPiece G={G} />}
    </>
  );
}
