import type { BookedTransfer, FreeTransferFlags, TransferCarType, TransferDetails } from '@travel/contracts';
import type { ItemSnapshot } from '../products';

/**
 * What a transfer booking item froze at booking time (its `option` column): the transfer and car
 * category as sold (names kept, so the page reads them after a rename), the pricing row, each
 * room's car with its guests and price, the flight details the agent gave, and the free-transfer
 * flags that applied. The transfers module's `transfer_sales` row links the item to the catalogue.
 */
export type TransferSnapshot = ItemSnapshot & {
  kind: 'transfer';
  transferId: number;
  transferName: string;
  carId: number;
  carName: string;
  carType: TransferCarType;
  carPricingId: number;
  roundTrip: boolean;
  hotelId: number | null;
  toAirportId: number | null;
  cars: { roomKeys: string[]; passengerIds: string[]; price: string; net: string }[];
  details: { arrivalFlightNumber: string | null; arrivalTime: string | null; departureFlightNumber: string | null; departureTime: string | null };
  freeTransfer: FreeTransferFlags | null;
};

export const isTransferSnapshot = (value: unknown): value is TransferSnapshot =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'transfer';

/** The flight details as stored: what the agent typed, nulls for what it left out. */
export const storedDetails = (details: TransferDetails | undefined): TransferSnapshot['details'] => ({
  arrivalFlightNumber: details?.arrivalFlightNumber ?? null,
  arrivalTime: details?.arrivalTime ?? null,
  departureFlightNumber: details?.departureFlightNumber ?? null,
  departureTime: details?.departureTime ?? null,
});

/** The booking page's Transfer Details card of a sold transfer (selling prices only). */
export function bookedTransfer(snapshot: TransferSnapshot, startDate: string): BookedTransfer {
  return {
    transferId: snapshot.transferId,
    transferName: snapshot.transferName,
    carId: snapshot.carId,
    carName: snapshot.carName,
    carType: snapshot.carType,
    roundTrip: snapshot.roundTrip,
    ...snapshot.details,
    pickupTime: snapshot.details.arrivalTime ? `${startDate}T${snapshot.details.arrivalTime}` : null,
    cars: snapshot.cars.map((c) => ({ roomKeys: [...c.roomKeys], passengerIds: [...c.passengerIds], carName: snapshot.carName, price: c.price })),
    freeTransfer: snapshot.freeTransfer,
  };
}
