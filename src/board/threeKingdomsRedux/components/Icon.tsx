/**
 * The table's icons: one small SVG of our own per resource, token and track,
 * drawn on a 20x20 grid in flat colours that read on the paper panels. Each
 * is an image with an accessible name (and that name as its hover tooltip),
 * so a number beside an icon reads as "Gold 3" to a screen reader too. No
 * icon font and no icon package: these few shapes weigh less than either.
 *
 * The shapes are drawn once per page, in <IconSprite> (App), and each icon
 * refers to its shape (<use>): a board shows about a hundred icons, and
 * drawing every shape each time tripled what a render of the panels costs.
 */
import type { ReactNode } from 'react';

export type IconName =
  | 'gold'
  | 'rice'
  | 'spear'
  | 'horse'
  | 'crossbow'
  | 'vessel'
  | 'untrained'
  | 'trained'
  | 'popularSupport'
  | 'deficit'
  | 'vp'
  | 'farm'
  | 'marketplace'
  | 'rank'
  | 'tribal'
  | 'granary'
  | 'treasury'
  | 'generalCard'
  | 'enhancementCard'
  | 'deck';

const INK = '#3b2a14';

/** Each icon's shapes, drawn in a 20x20 box. */
const SHAPES: Record<IconName, ReactNode> = {
  // A round coin with a square hole, as Han coins were cast.
  gold: (
    <>
      <circle cx="10" cy="10" r="8.5" fill="#e9b92a" stroke="#7a5a00" strokeWidth="1.5" />
      <rect x="7.5" y="7.5" width="5" height="5" fill="#fff7d6" stroke="#7a5a00" strokeWidth="1.2" />
    </>
  ),
  // A bowl heaped with rice.
  rice: (
    <>
      <path d="M3 10 Q10 2 17 10 Z" fill="#fbf6e6" stroke="#8a7a55" strokeWidth="1" />
      <path d="M2 10 H18 Q17 17 10 17.5 Q3 17 2 10 Z" fill="#8a4b22" stroke={INK} strokeWidth="1" />
    </>
  ),
  spear: (
    <>
      <line x1="4" y1="17" x2="14" y2="5" stroke="#7a4a1e" strokeWidth="2" strokeLinecap="round" />
      <path d="M12.2 4.2 L17.5 1.8 L15.6 7.2 Z" fill="#8c96a0" stroke={INK} strokeWidth="0.8" />
      <path d="M12 6.5 L13.8 8.2" stroke="#b3261e" strokeWidth="2" />
    </>
  ),
  // A horseshoe.
  horse: (
    <path
      d="M5 17 V9.5 A5 5 0 0 1 15 9.5 V17 H12.2 V9.8 A2.2 2.2 0 0 0 7.8 9.8 V17 Z"
      fill="#8c96a0"
      stroke={INK}
      strokeWidth="1"
      strokeLinejoin="round"
    />
  ),
  // A bow across a stock, seen from above.
  crossbow: (
    <>
      <path d="M2.5 8 Q10 2 17.5 8" fill="none" stroke="#7a4a1e" strokeWidth="2" strokeLinecap="round" />
      <line x1="2.5" y1="8" x2="17.5" y2="8" stroke={INK} strokeWidth="0.8" />
      <line x1="10" y1="3.5" x2="10" y2="18" stroke="#7a4a1e" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  // A junk: hull and a battened sail.
  vessel: (
    <>
      <path d="M9.5 2.5 L9.5 12 L4 12 Z" fill="#c9a15a" stroke={INK} strokeWidth="0.8" />
      <path d="M10.5 4 L10.5 12 L15.5 12 Z" fill="#e0c080" stroke={INK} strokeWidth="0.8" />
      <path d="M1.5 13 H18.5 L16 17.5 H4 Z" fill="#7a4a1e" stroke={INK} strokeWidth="1" />
    </>
  ),
  // A soldier, hollow: not yet trained.
  untrained: (
    <>
      <circle cx="10" cy="5.5" r="3.2" fill="#fff" stroke={INK} strokeWidth="1.4" />
      <path d="M4 18 Q4 10 10 10 Q16 10 16 18 Z" fill="#fff" stroke={INK} strokeWidth="1.4" />
    </>
  ),
  // A soldier, filled, with a helmet's crest and a sword: trained.
  trained: (
    <>
      <circle cx="9" cy="5.5" r="3.2" fill={INK} />
      <path d="M7 2.4 L9 0.8 L11 2.4 Z" fill="#b3261e" />
      <path d="M3 18 Q3 10 9 10 Q15 10 15 18 Z" fill={INK} />
      <line x1="17.5" y1="4" x2="14.5" y2="16" stroke="#8c96a0" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  // The people's favour: a heart on a round token.
  popularSupport: (
    <>
      <circle cx="10" cy="10" r="8.5" fill="#fdf0e0" stroke="#8a1c1c" strokeWidth="1.2" />
      <path d="M10 15 L5.2 10 A2.6 2.6 0 0 1 10 6.6 A2.6 2.6 0 0 1 14.8 10 Z" fill="#b3261e" />
    </>
  ),
  // A dark token with a minus: a debt the state carries.
  deficit: (
    <>
      <rect x="2" y="2" width="16" height="16" rx="3" fill="#4a1a14" stroke="#2a0e0a" strokeWidth="1" />
      <rect x="5" y="9" width="10" height="2.4" fill="#fff" />
    </>
  ),
  // A victory laurel's star.
  vp: (
    <path
      d="M10 1.5 L12.5 7 L18.5 7.5 L14 11.5 L15.3 17.5 L10 14.4 L4.7 17.5 L6 11.5 L1.5 7.5 L7.5 7 Z"
      fill="#e9b92a"
      stroke="#7a5a00"
      strokeWidth="1.2"
      strokeLinejoin="round"
    />
  ),
  // The farm token: a field with sprouting crops.
  farm: (
    <>
      <rect x="1.5" y="1.5" width="17" height="17" rx="2" fill="#5f8f3a" stroke="#2e4a1a" strokeWidth="1" />
      <path d="M5 15 V8 M10 15 V6 M15 15 V8" stroke="#f1e6a0" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M5 10 L3.2 8.4 M10 8 L11.8 6.4 M15 10 L16.8 8.4" stroke="#f1e6a0" strokeWidth="1.2" strokeLinecap="round" />
    </>
  ),
  // The marketplace token: a stall under a striped awning.
  marketplace: (
    <>
      <rect x="1.5" y="1.5" width="17" height="17" rx="2" fill="#f4e3b0" stroke="#6b4a00" strokeWidth="1" />
      <path d="M3 8 L4.5 4 H15.5 L17 8 Z" fill="#b3261e" />
      <path d="M7 4 L6.5 8 M10 4 V8 M13 4 L13.5 8" stroke="#fff" strokeWidth="1.2" />
      <rect x="4.5" y="8" width="11" height="8" fill="#c9a15a" stroke="#6b4a00" strokeWidth="0.8" />
    </>
  ),
  // A rank badge: chevrons.
  rank: (
    <>
      <path d="M3 9 L10 4 L17 9" fill="none" stroke="#6b4a00" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M3 15 L10 10 L17 15" fill="none" stroke="#6b4a00" strokeWidth="2.4" strokeLinejoin="round" />
    </>
  ),
  // A tribe's tent.
  tribal: (
    <>
      <path d="M2 17 L10 3 L18 17 Z" fill="#c9a15a" stroke={INK} strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M8 17 L10 12 L12 17 Z" fill={INK} />
    </>
  ),
  // A granary: a raised storehouse with a pitched roof.
  granary: (
    <>
      <path d="M1.5 8 L10 2 L18.5 8 Z" fill="#8a4b22" stroke={INK} strokeWidth="1" />
      <rect x="4" y="8" width="12" height="9" fill="#e0c080" stroke={INK} strokeWidth="1" />
      <rect x="8.5" y="11" width="3" height="6" fill={INK} />
    </>
  ),
  // A treasury: a bound chest.
  treasury: (
    <>
      <rect x="2" y="6" width="16" height="11" rx="1.5" fill="#8a4b22" stroke={INK} strokeWidth="1" />
      <path d="M2 9.5 H18" stroke="#e9b92a" strokeWidth="1.6" />
      <rect x="8.5" y="8" width="3" height="4" fill="#e9b92a" stroke={INK} strokeWidth="0.6" />
      <path d="M3 6 Q10 2 17 6" fill="#a0602c" stroke={INK} strokeWidth="1" />
    </>
  ),
  // A general's card, upright, with a portrait's outline.
  generalCard: (
    <>
      <rect x="4" y="1.5" width="12" height="17" rx="1.5" fill="#fffaf0" stroke={INK} strokeWidth="1.2" />
      <circle cx="10" cy="7.5" r="2.4" fill={INK} />
      <path d="M6.5 14 Q6.5 10.5 10 10.5 Q13.5 10.5 13.5 14 Z" fill={INK} />
    </>
  ),
  // An enhancement card: a building on a card.
  enhancementCard: (
    <>
      <rect x="4" y="1.5" width="12" height="17" rx="1.5" fill="#f4e3b0" stroke="#6d4c1f" strokeWidth="1.2" />
      <path d="M6 9 L10 5.5 L14 9 Z" fill="#6d4c1f" />
      <rect x="7" y="9" width="6" height="5" fill="#6d4c1f" />
    </>
  ),
  // Cards not yet drawn: a face-down stack.
  deck: (
    <>
      <rect x="5" y="1.5" width="11" height="15" rx="1.5" fill="#c9b98f" stroke={INK} strokeWidth="1" />
      <rect x="3" y="3.5" width="11" height="15" rx="1.5" fill="#6d5a2f" stroke={INK} strokeWidth="1" />
    </>
  ),
};

export interface IconProps {
  name: IconName;
  /** The accessible name, also the hover tooltip ("Gold", "Trained armies"). */
  label: string;
  /** Pixels; 18 by default, the height of a line of the panels' text. */
  size?: number;
}

const symbolId = (name: IconName) => `tkr-icon-${name}`;

export function Icon({ name, label, size = 18 }: IconProps) {
  return (
    <svg className={`icon icon-${name}`} viewBox="0 0 20 20" width={size} height={size} role="img" aria-label={label}>
      <title>{label}</title>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/** Every icon's shape, once, for the icons on the page to refer to; drawn nowhere itself. */
export function IconSprite() {
  return (
    <svg className="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {(Object.keys(SHAPES) as IconName[]).map((name) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 20 20">
            {SHAPES[name]}
          </symbol>
        ))}
      </defs>
    </svg>
  );
}
