/** Three Kingdoms Redux's held seats: kept under "tkr.online" in the browser's storage, playerIDs "0" to "2". */
import type { HeldSeat as HeldAnySeat, SeatStore as AnySeatStore, SeatStoreKeys } from '../../shell/online/seatStore';
import { isSeatID, type SeatID } from './seats';

export const TKR_SEAT_KEYS: SeatStoreKeys<SeatID> = { namespace: 'tkr.online', isSeat: isSeatID };
export type SeatStore = AnySeatStore<SeatID>;
export type HeldSeat = HeldAnySeat<SeatID>;
