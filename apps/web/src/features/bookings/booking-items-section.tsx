import { Stack, Title } from '@mantine/core';
import type { BookingItemView, ProductType } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { RowsEditor } from '../../ui/rows-editor';
import { newServiceRow, type ServiceRow, ServiceRowFields } from './booking-add-rows';
import { newTourRow, type TourRow, TourRowFields } from './booking-add-tour';
import { liveItems } from './booking-form-model';
import { BookingItemCard } from './booking-item-card';
import type { FormProps } from './booking-itinerary';

const SECTIONS: { type: ProductType; title: string; drafts?: 'newTransfers' | 'newVisas'; add?: string; allowed?: 'canAddTransfers' | 'canAddVisas' }[] = [
  { type: 'hotel', title: 'bookings.accommodationDetails' },
  { type: 'flight', title: 'bookings.edit.flightDetails' },
  { type: 'transfer', title: 'bookings.edit.transferDetails', drafts: 'newTransfers', add: 'bookings.edit.addTransfer', allowed: 'canAddTransfers' },
  { type: 'visa', title: 'bookings.edit.visaDetails', drafts: 'newVisas', add: 'bookings.edit.addVisa', allowed: 'canAddVisas' },
  { type: 'tour', title: 'bookings.tour.details' },
];

/**
 * Accomodation, Flight, Transfer, Visa and Tour Details (account spec §2, issue 28): one card per item; an admin
 * adds transfers and visas as drafts (removed before saving with ✕) and deletes existing ones (§4),
 * while the site settings allow (canAddTransfers, canAddVisas).
 */
export function BookingItemsSection(props: FormProps) {
  const { booking, state, update, admin } = props;
  const { t } = useTranslation();
  const items = liveItems(booking, state);
  // A catalogue line names the passengers it covers (none chosen: every passenger).
  const passengers = Object.values(booking.passengers).map((p) => ({ value: p.key, label: `${p.firstName} ${p.lastName}` }));
  return (
    <>
      {SECTIONS.map(({ type, title, drafts, add, allowed }) => {
        const ofType = items.filter((i): i is BookingItemView => i.productType === type);
        const rows = drafts ? state[drafts] : [];
        // The site settings' transferManualAddBooking / visaManualAddBooking (account spec §6).
        const canAdd = admin && !!allowed && booking[allowed];
        // Tours (issue 28): an administrator adds them to any booking, on a day within its dates.
        const addsTours = type === 'tour' && admin && booking.canEditBooking;
        if (ofType.length === 0 && !canAdd && !addsTours) return null;
        return (
          <Stack key={type} gap="xs">
            <Title order={2} fz="lg">
              {t(title)}
            </Title>
            {ofType.map((item) => (
              <BookingItemCard key={item.id} {...props} item={item} />
            ))}
            {addsTours && (
              <RowsEditor<TourRow>
                rows={state.newTours}
                onChange={(newTours) => update({ newTours })}
                newRow={() => newTourRow(booking.startDate)}
                addLabel={t('bookings.tour.line.add')}
                removeLabel={(_, i) => t('bookings.tour.line.remove', { n: i + 1 })}
                render={(row, change, index) => <TourRowFields row={row} update={change} index={index} errors={{}} passengers={passengers} stay={booking} />}
              />
            )}
            {canAdd && drafts && add && (
              <RowsEditor<ServiceRow>
                rows={rows}
                onChange={(next) => update({ [drafts]: next })}
                newRow={newServiceRow}
                addLabel={t(add)}
                removeLabel={(_, i) => `${t('common.remove')} ${t(drafts === 'newTransfers' ? 'bookings.edit.newTransfer' : 'bookings.edit.newVisa')} ${i + 1}`}
                render={(row, change, index) => <ServiceRowFields row={row} update={change} index={index} errors={{}} list={drafts} passengers={passengers} />}
              />
            )}
          </Stack>
        );
      })}
    </>
  );
}
