import { BOOKING_STATUS, type BookingUpdate, itemTotal, type NewServiceItem } from '@travel/contracts';
import { conflict } from '../../lib/errors';
import { manualProduct, productOf } from '../products';
import type { BookingDetails } from './repo';
import type { BookingItemRow } from './tables';
import { releaseItems, takeItems } from './inventory';
import { saleItemRow } from './sale-items';
import { deleteItems, deletePayments, deletePolicies, insertItem, insertPolicies, type ItemSet, updateItem } from './update-repo';
import { checkPolicyCurrency, checkRemovals, type Context, invalid, requireTaxonomy } from './update-rules';

const LIST_KEYS = { transfer: 'newTransfers', visa: 'newVisas', tour: 'newTours' } as const;

/** Checks and writes the new transfers, visas and tours (isNew drafts) as items of the booking. */
export async function addServiceItems(ctx: Context, type: keyof typeof LIST_KEYS, drafts: NewServiceItem[]) {
  const { tx, details, lookup, changes } = ctx;
  const key = LIST_KEYS[type];
  const passengerKeys = new Set(details.passengers.map((p) => p.key));
  for (const [i, draft] of drafts.entries()) {
    const field = `${key}.${i}`;
    if (draft.endDate < draft.startDate) throw invalid(`${field}.endDate`, 'must not be before startDate');
    if (draft.currency !== details.booking.currency) throw invalid(`${field}.currency`, `must be the booking currency ${details.booking.currency}`);
    draft.passengerIds.forEach((id, j) => {
      if (!passengerKeys.has(id)) throw invalid(`${field}.passengerIds.${j}`, `passenger ${id} is not a passenger of this booking`);
    });
    const status = draft.bookingStatusId
      ? requireTaxonomy(lookup, 'bookingStatus', draft.bookingStatusId, `${field}.bookingStatusId`, 'booking status')
      : details.bookingStatus;
    for (const [j, row] of draft.cancellationPolicies.entries())
      checkPolicyCurrency(lookup, row.currencyCost, `${field}.cancellationPolicies.${j}.currencyCost`);
    // Priced by its product: from the catalogue for the named passengers and the booking's agency, or as the admin set it.
    // A catalogue line naming no passenger is for every passenger of the booking.
    const catalogue = draft.visaId !== undefined || draft.transferId !== undefined || draft.tourId !== undefined;
    const keys = draft.passengerIds.length || !catalogue ? draft.passengerIds : details.passengers.map((p) => p.key);
    const named = keys.flatMap((id) => details.passengers.filter((p) => p.key === id));
    const sale = await manualProduct(type).manual(tx, draft, field, {
      currency: draft.currency,
      guests: named.map((p) => ({ ageType: p.ageType, age: p.age })),
      guestKeys: named.map((p) => p.key),
      agentId: details.booking.agentId,
      today: ctx.clock.today(),
    });
    const values = saleItemRow(details.booking.id, { productType: type, sale, passengerIds: keys, status });
    const { total } = values;
    const itemId = await insertItem(tx, { ...values, details: draft.details ?? null });
    // The product's own record of the sale (a catalogue visa's visa_sales row), as at booking.
    await manualProduct(type).recordSale?.(tx, { ...values, id: itemId } as BookingItemRow, sale);
    // The admin's rows when given; else the product's own (a visa is non-refundable).
    const policies = draft.cancellationPolicies.length
      ? draft.cancellationPolicies.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ dateFrom, dateTo, cost, currencyCost }))
      : sale.policies;
    if (policies.length)
      await insertPolicies(
        tx,
        policies.map((row) => ({ bookingItemId: itemId, ...row })),
      );
    changes[`items.${itemId}`] = {
      from: null,
      to: { productType: type, title: sale.columns.title ?? draft.title, price: sale.price, count: sale.count, total },
    };
  }
}

/** Admin edits of existing items: status, the product's own facts (a hotel's meal), references, price/count, details, documents, added policy rows. */
export async function editItems(ctx: Context, edits: NonNullable<BookingUpdate['bookingItems']>, removed: Set<number>, newFiles: Map<number, string[]>) {
  const { tx, details, lookup, changes } = ctx;
  const byId = new Map(details.items.map((i) => [i.item.id, i]));
  for (const itemId of newFiles.keys()) {
    if (!byId.has(itemId) || removed.has(itemId)) throw invalid(`files[bookingitems-files][${itemId}]`, 'is not an item of this booking');
  }
  const ids = new Set([...Object.keys(edits).map(Number), ...newFiles.keys()]);
  const release: BookingDetails['items'][number]['item'][] = [];
  const take: { item: BookingDetails['items'][number]['item']; field: string; title: string }[] = [];
  for (const itemId of ids) {
    const edit = edits[String(itemId)] ?? {};
    const field = `bookingItems.${itemId}`;
    const current = byId.get(itemId);
    if (!current) throw invalid(field, 'is not an item of this booking');
    if (removed.has(itemId)) throw invalid(field, 'is also in removedBookingItemsIds');
    const { item } = current;
    const set: ItemSet = {};
    const note = (name: string, from: unknown, to: unknown) => {
      if (to === undefined || from === to) return;
      changes[`${field}.${name}`] = { from, to };
    };
    let statusSlug = current.status.slug;
    if (edit.bookingStatusId !== undefined && edit.bookingStatusId !== item.bookingStatusId) {
      const status = requireTaxonomy(lookup, 'bookingStatus', edit.bookingStatusId, `${field}.bookingStatusId`, 'booking status');
      set.bookingStatusId = status.id;
      statusSlug = status.slug ?? '';
      note('bookingStatus', current.status.slug, status.slug);
      // An item an agent canceled alone counted its cancellation cost (item-cancel.ts); once an
      // administrator changes its status by hand, its total counts again.
      if (item.cancelCost !== null) {
        set.cancelCost = null;
        note('cancelCost', item.cancelCost, null);
      }
    }
    // The product's own facts of the item (a hotel item's meal), kept in its own sale table.
    const product = productOf(item.productType);
    for (const [name, change] of Object.entries((await product.editItem?.(tx, current, edit, field)) ?? {})) note(name, change.from, change.to);
    for (const name of ['externalPnr', 'supplierReference', 'details'] as const) {
      if (edit[name] !== undefined && edit[name] !== item[name]) {
        set[name] = edit[name];
        note(name, item[name], edit[name]);
      }
    }
    const price = edit.price ?? item.price;
    const count = edit.count ?? item.count;
    const total = itemTotal(price, count, item.extrasTotal)!;
    if (price !== item.price || count !== item.count) {
      Object.assign(set, { price, count, total });
      note('price', item.price, price);
      note('count', item.count, count);
      note('total', item.total, total);
    }
    // A confirmed item holds its units (domain-rules §6): leaving confirmed gives them back,
    // becoming confirmed takes them, a new count takes them again.
    const held = current.status.slug === BOOKING_STATUS.confirmed;
    const holds = statusSlug === BOOKING_STATUS.confirmed;
    if (held && (!holds || count !== item.count)) release.push(item);
    if (holds && (!held || count !== item.count)) take.push({ item: { ...item, count }, field, title: product.voucher(current).title });
    if (edit.files !== undefined || newFiles.has(itemId)) {
      const kept = edit.files ?? item.files;
      kept.forEach((key, j) => {
        if (!item.files.includes(key)) throw invalid(`${field}.files.${j}`, 'is not a document of this item');
      });
      const files = [...kept, ...(newFiles.get(itemId) ?? [])];
      if (files.join() !== item.files.join()) {
        set.files = files;
        note('files', item.files.length, files.length);
      }
    }
    const added = (edit.cancellationPolicies ?? []).filter((row) => row.id === undefined);
    const knownPolicies = new Set(details.policies.filter((p) => p.bookingItemId === itemId).map((p) => p.id));
    (edit.cancellationPolicies ?? []).forEach((row, j) => {
      const rowField = `${field}.cancellationPolicies.${j}`;
      if (row.id !== undefined && !knownPolicies.has(row.id)) throw invalid(`${rowField}.id`, 'is not a cancellation policy of this item');
      checkPolicyCurrency(lookup, row.currencyCost, `${rowField}.currencyCost`);
    });
    if (added.length) {
      await insertPolicies(
        tx,
        added.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ bookingItemId: itemId, dateFrom, dateTo, cost, currencyCost })),
      );
      changes[`${field}.cancellationPolicies.added`] = {
        from: null,
        to: added.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ dateFrom, dateTo, cost, currencyCost })),
      };
    }
    if (Object.keys(set).length) await updateItem(tx, itemId, set);
  }
  await takeUnits(tx, release, take);
}

/**
 * Releases, then takes, in one go (the ledger locks resources in a fixed order). An item that
 * cannot get its units is a 409 and the whole save rolls back.
 */
async function takeUnits(
  tx: Context['tx'],
  release: BookingDetails['items'][number]['item'][],
  take: { item: BookingDetails['items'][number]['item']; field: string; title: string }[],
) {
  await releaseItems(tx, release);
  if (take.length === 0) return;
  const taken = await takeItems(
    tx,
    take.map((t) => t.item),
  );
  const short = take.find((t) => !taken.get(t.item.id));
  if (short) {
    const { item } = short;
    throw conflict(
      `${short.field}.bookingStatusId: ${short.title} cannot be confirmed: there is not enough left for ${item.count} from ${item.startDate} to ${item.endDate}. Nothing was saved; the item stays as it was.`,
      'inventory_exhausted',
    );
  }
}

/** Removes the items, policy rows and payments the lists name, once every id is known to belong to this booking. */
export async function removeRows(ctx: Context, input: BookingUpdate, addsItems: boolean) {
  const { tx, details, changes } = ctx;
  const { removedItems, removedPolicies, removedPayments } = checkRemovals(details, input, addsItems);
  // A removed item gives back exactly what it recorded in the inventory ledger.
  await releaseItems(
    tx,
    details.items.filter((it) => removedItems.includes(it.item.id)).map((it) => it.item),
  );
  for (const id of removedItems) {
    const item = details.items.find((it) => it.item.id === id)!;
    changes[`items.${id}`] = {
      from: { productType: item.item.productType, title: item.item.title ?? productOf(item.item.productType).voucher(item).title, total: item.item.total },
      to: null,
    };
  }
  if (removedItems.length) await deleteItems(tx, removedItems);
  if (removedPolicies.length) {
    await deletePolicies(tx, removedPolicies);
    changes.cancellationPoliciesRemoved = {
      from: details.policies
        .filter((p) => removedPolicies.includes(p.id))
        .map(({ id, bookingItemId, dateFrom, dateTo, cost, currencyCost }) => ({ id, bookingItemId, dateFrom, dateTo, cost, currencyCost })),
      to: null,
    };
  }
  if (removedPayments.length) {
    await deletePayments(tx, removedPayments);
    changes.paymentsRemoved = {
      from: details.payments
        .filter((p) => removedPayments.includes(p.id))
        .map(({ id, payDate, method, originalAmount, originalCurrency, paidAmount }) => ({
          id,
          payDate,
          method,
          originalAmount,
          originalCurrency,
          paidAmount,
        })),
      to: null,
    };
  }
}
