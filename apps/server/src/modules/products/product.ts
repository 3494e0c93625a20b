import type {
  BookingCreateRequest,
  BookingItemBase,
  BookingItemView,
  BookingListQuery,
  BookingUpdate,
  InventoryFindingKind,
  ProductType,
  SearchQuery,
} from '@travel/contracts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { BookingItemRow } from '../bookings';
import type { UserRow } from '../users';

/**
 * The one interface a product implements (architecture "Products: one core, one plug-in per
 * product"). `bookings` (create, manual add, save, cancel, voucher, CSV, mail) and the search
 * route reach a product only through it, by the booking item's product type, and never look
 * behind it: adding a product is a new implementation registered at app build.
 */

export type Viewer = UserRow | null;

/** One disagreement a product finds between its catalogue and the ledger (issue 27); the core names the bookings. */
export type InventoryAuditFinding = { kind: InventoryFindingKind; message: string; itemIds: number[] };

/** A product's side of the inventory consistency check (`GET inventory/check`, `npm run check:inventory`). */
export type ProductInventory = {
  /** The ledger resource types it holds (a live hold of another type is reported as unknown). */
  resourceTypes: string[];
  /** Which of these confirmed items of this product must hold something in the ledger (their ids). */
  holdsUnits(db: DbOrTx, items: BookingItemRow[]): Promise<Set<number>>;
  /** Holds without their resource, departures or nights sold over capacity, counters that drifted, seats off sale. */
  audit(db: DbOrTx, today: string): Promise<InventoryAuditFinding[]>;
};
export type Status = { id: number; title: string; slug: string };
export type PolicyRow = { dateFrom: string; dateTo: string; cost: string; currencyCost: string };

/** What a booking item froze at booking time (its `option` column): the product's own shape. */
export type ItemSnapshot = Record<string, unknown> & {
  /** Net currency → item currency multiplier at booking time (the booking's income, domain-rules §1); '1' when they are one. */
  netRate: string;
};

/**
 * What an item points to, read live by its product when the item is shown: names (a hotel renamed
 * later) and the references its product keeps in its own sale table (a hotel's ids in `hotel_sales`).
 * Empty for an item not stored yet (a sale shown before it is booked).
 */
export type ItemLabels = Record<string, string | number | null>;

/** A stored item as the core hands it to its product. */
export type ItemRecord = { item: BookingItemRow; status: Status; labels: ItemLabels };

/**
 * What is sold, priced on the server (from a signed hash, or by an admin's hand): everything the
 * core writes into the booking item row, its cancellation rows and its history.
 */
export type Sale = {
  startDate: string;
  endDate: string;
  price: string;
  currency: string;
  count: number;
  /** What paid extras add to the item (a flight's bags, meals, seats): total = price x count + extrasTotal. */
  extrasTotal?: string;
  priceNet: string | null;
  priceNetCurrency: string | null;
  /** The item row's columns the product sets besides the common ones (a hand-added item's title). */
  columns: { title?: string | null };
  /** What the product's `recordSale` writes in its own sale table (a hotel's hotel, room type and meal), in its own shape. */
  record?: unknown;
  snapshot: ItemSnapshot | null;
  /** The item's concrete cancellation rows (domain-rules §7), a free row first when there is one. */
  policies: PolicyRow[];
  /** Where the item is: a booking without a searched destination takes its first item's. */
  locationId: number | null;
  /** What the creation history says of the item besides price and status. */
  history: Record<string, unknown>;
  /** The product's own record of what was priced (the guests a room was priced for ...). */
  priced: unknown;
};

/** The booking item being re-priced: its position in `bookingItems` and the passengers it names (a visa item is priced per passenger). */
export type RepricedItem = { index: number; passengerIds: string[] };

/** A guest named on an item, as the booking form sends it. */
export type Guest = { ageType: string; age?: number | null };

/** A hand-made line of the add page or the booking save, as its contract checked it. */
export type ManualLine = {
  startDate: string;
  endDate: string;
  /** The admin's own price; absent on a catalogue line (its product prices it). */
  price?: string;
  count: number;
  priceNet?: string | null;
  title?: string;
  hotelId?: number;
  roomId?: number;
  mealTypeId?: number;
  /** A transfer from the catalogue: the transfer, its car category, round trip or arrival only. */
  transferId?: number;
  carId?: number;
  roundTrip?: boolean;
  /** A visa from the catalogue: the visa and its type (domain-rules §5.3). */
  visaId?: number;
  visaTypeId?: number;
  /** A tour from the catalogue (issue 28): priced for the line's passengers on its start date, its day. */
  tourId?: number;
};
export type ManualContext = {
  currency: string;
  guests: Guest[];
  /** The guests' passenger keys, in the order of `guests` (absent: not known yet, as on the add page). */
  guestKeys?: string[];
  /** The booking's agency (its channel and extra markups price catalogue lines); absent: the administrator's own booking. */
  agentId?: number;
  /** The booking date (cancellation rows count from it). */
  today?: string;
  /**
   * A room's stay restrictions (domain-rules §4.6, issue 33): 'check' refuses a line that breaks
   * them (422 `stay_restricted`), 'override' books it and names what was overridden in the sale's
   * history; absent: not checked (an administrator editing a booking's items).
   */
  stayRestrictions?: 'check' | 'override';
};

/** An administrator's edit of one stored item, as the booking save's contract checked it. */
export type ItemEdit = NonNullable<BookingUpdate['bookingItems']>[string];
/** What an edit changed, by name, as the booking's history records it. */
export type ItemChanges = Record<string, { from: unknown; to: unknown }>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/**
 * The product's fields of the booking page's item: its own variant of the item (issue 28: a visa
 * has no hotel fields), without what the core adds for every product.
 */
export type ItemViewFields = DistributiveOmit<BookingItemView, keyof BookingItemBase>;

/** How the voucher and the details mail describe an item (selling facts only). */
export type VoucherFacts = {
  title: string;
  roomType: string;
  meal: string;
  occupancy: string;
  /** The product's own words for the voucher's labels ('Fares' for a room type); null leaves that fact out (a flight has no nights). */
  labels?: Partial<Record<VoucherLabel, string | null>>;
  /** Lines listed under the item (a flight's segments, its extras per passenger). */
  lines?: string[];
};
export type VoucherLabel = 'roomType' | 'meal' | 'checkIn' | 'checkOut' | 'nights' | 'occupancy';

export interface Product {
  readonly type: ProductType;
  /** What a refusal calls the things this product sells, plural: 'hotel rooms'. */
  readonly noun: string;

  /** Search and price: the storefront's answer for this product (absent: not sold online yet). */
  search?(db: DbOrTx, query: SearchQuery, viewer: Viewer, today: string): Promise<unknown>;
  /** Signs an option's claim into its hash (search answers carry it). */
  sign?(db: DbOrTx, claim: unknown): Promise<string>;
  /** Checks a hash's signature and expiry (422 tampered or expired) and answers its claim. */
  verify?(db: DbOrTx, hash: string): Promise<unknown>;
  /**
   * Re-prices the option a signed hash names: 422 tampered, expired or another user's; 409 price
   * changed. `request` is the whole booking request, for a product whose choices travel beside the
   * item (a flight's fares and extras, account spec §3); absent when only the hash is priced.
   */
  reprice?(db: DbOrTx, hash: string, viewer: Viewer, today: string, request?: BookingCreateRequest, item?: RepricedItem): Promise<Sale>;
  /** Refuses (400 naming `field`) guests that are not the ones the sale was priced for. */
  checkGuests?(sale: Sale, guests: Guest[], field: string): void;
  /** Prices a hand-made line (admin's own price): 400 naming `field` when what it names is unknown. */
  manual?(db: DbOrTx, line: ManualLine, field: string, context: ManualContext): Promise<Sale>;

  /**
   * Writes the product's own record of a sale once its item row exists, in the booking's
   * transaction (a flight's `flight_sales` link, which keeps sold flights and fares from deletion;
   * a hotel's `hotel_sales` row with its hotel, room type and meal).
   */
  recordSale?(tx: Tx, item: BookingItemRow, sale: Sale): Promise<void>;
  /**
   * An administrator's edit of the product's own facts of a stored item (a hotel item's meal), in
   * the save's transaction: 400 naming `field` for a value it does not know. Answers what changed,
   * by name, for the booking's history (empty: nothing).
   */
  editItem?(tx: Tx, record: ItemRecord, edit: ItemEdit, field: string): Promise<ItemChanges>;

  /**
   * Takes the items' units inside the booking's transaction, each all or nothing, recorded in the
   * inventory ledger against the item. Answers per item id whether it got them.
   */
  take(tx: Tx, items: BookingItemRow[]): Promise<Map<number, boolean>>;
  /** Gives back exactly what the items recorded. */
  release(tx: Tx, itemIds: number[]): Promise<void>;
  /** What the product holds in the inventory ledger, for the consistency check (absent: it holds nothing). */
  inventory?: ProductInventory;

  /** The live names the items point to. */
  labels?(db: DbOrTx, items: BookingItemRow[]): Promise<Map<number, ItemLabels>>;
  /** Its fields of the booking page (never a net price: the core adds those for admins only). */
  view(record: ItemRecord): ItemViewFields;
  /** One line of the Service Description (lists, CSV). */
  title(record: ItemRecord): string;
  voucher(record: ItemRecord): VoucherFacts;
  /** The confirmation mail's line of a new item. */
  mailLine(sale: Sale, facts: { status: string; total: string; currency: string }): string;
  /** Where the bookings' destination filter finds this product's items: a subquery of the ids of its booking items at one of `locationIds`. */
  itemsAt?(locationIds: SQL): SQL;
  /** The bookings list's filters this product answers (a hotel's `hotelId`): a subquery of the ids of the booking items they choose; undefined when none is set. */
  itemsMatching?(query: BookingListQuery): SQL | undefined;
  /**
   * How the reports group this product's items (issue 35): the group's key and label as SQL over
   * `item`, the alias of a booking item row (a hotel's id and name). Absent: one group.
   */
  reportGroup?(item: SQL): { key: SQL; label: SQL };
}
