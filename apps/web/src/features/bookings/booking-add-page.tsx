import { Box, Checkbox, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { bookingTotals, extraPriceFromTotal, sumMoney } from '@travel/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../ui/confirm';
import { DateField } from '../../ui/date-field';
import { FormActions } from '../../ui/form-actions';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { newRowKey, RowsEditor } from '../../ui/rows-editor';
import { globalSettingsQuery, taxonomyQuery, useTaxonomyOptions } from '../../lib/reference';
import { addPassengerFieldsQuery, useCreateManualBooking, useDestinationOptions } from './booking-add-api';
import { manualBookingForm, stayRestrictionOf } from './booking-add-model';
import { type FlightRow, FlightRowFields, flightLineJson, flightRowProblems, newFlightRow, typedFlightTotal } from './booking-add-flight';
import {
  type HotelRow,
  HotelRowFields,
  newHotelRow,
  newServiceRow,
  type ServiceRow,
  ServiceRowFields,
  serviceLineJson,
  serviceRowProblems,
} from './booking-add-rows';
import { newTourRow, type TourRow, TourRowFields, tourLineJson, tourRowProblems } from './booking-add-tour';
import { draftPassenger, draftProblems, newPassengerDraft, type PassengerDraft, PassengerDraftFields } from './passenger-draft-fields';

type Head = {
  agent: string | null;
  to: string | null;
  startDate: string;
  endDate: string;
  bookingStatusId: string | null;
  paymentStatusId: string | null;
  currency: string | null;
  comment: string;
};

const newPassenger = (): PassengerDraft => ({ key: newRowKey(), ...newPassengerDraft() });

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Title id={id} order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** /bookings/add: an administrator books by hand for an agency (account spec §2, §4, §5). */
export function BookingAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useQuery(addPassengerFieldsQuery);
  const settings = useQuery(globalSettingsQuery);
  const meals = useQuery(taxonomyQuery('meal'));
  const statuses = useTaxonomyOptions('bookingStatus');
  const paymentStatuses = useTaxonomyOptions('paymentStatus');
  const destinations = useDestinationOptions();
  const save = useCreateManualBooking();

  const [head, setHead] = useState<Head>({
    agent: null,
    to: null,
    startDate: '',
    endDate: '',
    bookingStatusId: null,
    paymentStatusId: null,
    currency: null,
    comment: '',
  });
  const [hotels, setHotels] = useState<HotelRow[]>([]);
  const [flights, setFlights] = useState<FlightRow[]>([]);
  const [transfers, setTransfers] = useState<ServiceRow[]>([]);
  const [visas, setVisas] = useState<ServiceRow[]>([]);
  const [tours, setTours] = useState<TourRow[]>([]);
  const [extraPrice, setExtraPrice] = useState('');
  const [totalDraft, setTotalDraft] = useState<string | null>(null);
  const [passengers, setPassengers] = useState<PassengerDraft[]>(() => [newPassenger()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [requests, setRequests] = useState<string[]>([]);

  if (!fields.data || !settings.data) return <Skeleton height={480} radius="md" />;
  // A catalogue line names the passengers typed below (none chosen: every passenger).
  const passengerOptions = passengers.map((p, i) => ({
    value: `passenger${i + 1}`,
    label: [p.values.firstName, p.values.lastName].filter(Boolean).join(' ') || t('bookings.add.passenger', { n: i + 1 }),
  }));
  const currency = head.currency ?? settings.data.defaultCurrency.code;
  const currencies = [...new Set([settings.data.defaultCurrency.code, ...settings.data.currenciesUi])];
  const mealTitles = new Map((meals.data?.entities ?? []).map((m) => [String(m.id), m.title]));
  const set = (patch: Partial<Head>) => setHead((h) => ({ ...h, ...patch }));

  // Pricing (account spec §5): item total = price × count, price = sum, total = price + extraPrice.
  // Transfer, visa and tour lines come from the catalogue and are priced by the server on save: 0 until then;
  // a flight line counts its typed Flight Price × passengers, else 0 until the server prices it.
  const flightTotals = flights.flatMap((row) => typedFlightTotal(row, passengers.length) ?? []);
  const totals = bookingTotals([...hotels, ...flightTotals.map((total) => ({ price: total, count: '1' }))], extraPrice);
  const hotelPrice = sumMoney(bookingTotals(hotels, '0').itemTotals) ?? '—';
  const unpriced = sumMoney([]) ?? '';
  const flightPrice = sumMoney(flightTotals) ?? '';

  const validate = () => {
    const found: Record<string, string> = {};
    const need = (key: string, value: unknown, label: string) => {
      if (value === null || value === '' || value === undefined) found[key] = t('bookings.add.required', { field: label });
    };
    need('to', head.to, t('bookings.add.destination'));
    need('startDate', head.startDate, t('bookings.add.startDate'));
    need('endDate', head.endDate, t('bookings.add.endDate'));
    need('bookingStatusId', head.bookingStatusId, t('bookings.add.bookingStatus'));
    need('paymentStatusId', head.paymentStatusId, t('bookings.add.paymentStatus'));
    if (head.startDate && head.endDate && head.endDate < head.startDate) found.endDate = t('bookings.add.endBeforeStart');
    hotels.forEach((row, i) => {
      need(`bookingItems.${i}.hotelId`, row.hotelId, t('bookings.add.hotel'));
      need(`bookingItems.${i}.roomId`, row.roomId, t('bookings.add.roomType'));
      need(`bookingItems.${i}.mealTypeId`, row.mealTypeId, t('bookings.add.meal'));
      need(`bookingItems.${i}.price`, row.price, t('bookings.add.price'));
    });
    flights.forEach((row, i) => {
      const labels = {
        flight: t('bookings.add.flight'),
        departureDate: t('bookings.add.departureDate'),
        returnDate: t('bookings.add.returnDate'),
        fare: t('bookings.add.fare'),
      };
      Object.assign(
        found,
        flightRowProblems(row, `newFlights.${i}`, (field) => t('bookings.add.required', { field: labels[field] }), t('bookings.add.badSeat')),
      );
    });
    for (const [list, rows] of [['newTransfers', transfers] as const, ['newVisas', visas] as const]) {
      const labels = {
        catalogue: t(list === 'newTransfers' ? 'bookings.add.transfer' : 'bookings.add.visa'),
        option: t(list === 'newTransfers' ? 'bookings.add.carCategory' : 'bookings.add.visaType'),
      };
      rows.forEach((row, i) => {
        Object.assign(
          found,
          serviceRowProblems(row, `${list}.${i}`, (field) => t('bookings.add.required', { field: labels[field] })),
        );
      });
    }
    tours.forEach((row, i) => {
      Object.assign(found, tourRowProblems(row, `newTours.${i}`, head, t));
    });
    passengers.forEach((p, i) => {
      const required = (f: { name: string; label: string }) =>
        t('bookings.add.required', { field: t(`bookings.add.fields.${f.name}`, { defaultValue: f.label }) });
      Object.assign(found, draftProblems(p, fields.data.passengerFields, `passenger${i + 1}`, required));
    });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const dates = { startDate: head.startDate, endDate: head.endDate };
    const priced = (row: { price: string; count: string }) => ({ ...dates, price: row.price, count: Number(row.count) || 1 });
    const everyone = passengers.map((_, i) => `passenger${i + 1}`);
    const line = (list: 'newTransfers' | 'newVisas') => (row: ServiceRow) => ({ ...serviceLineJson(row, list, everyone), ...dates });
    const isInfant = (id: string) => passengers[Number(id.replace('passenger', '')) - 1]?.values.ageType === 'infant';
    const booking = {
      currency,
      fields: { agent: head.agent ?? undefined, comment: head.comment },
      to: Number(head.to),
      ...dates,
      bookingStatusId: Number(head.bookingStatusId),
      paymentStatusId: Number(head.paymentStatusId),
      extraPrice: extraPrice || '0',
      additionalRequests: Object.fromEntries(requests.map((id) => [id, 1])),
      bookingItems: hotels.map((row) => ({ hotelId: Number(row.hotelId), roomId: Number(row.roomId), mealTypeId: Number(row.mealTypeId), ...priced(row) })),
      newFlights: flights.map((row) => flightLineJson(row, everyone, isInfant)),
      newTransfers: transfers.map(line('newTransfers')),
      newVisas: visas.map(line('newVisas')),
      newTours: tours.map((row) => tourLineJson(row, everyone)),
      passengers: Object.fromEntries(passengers.map((p, i) => [`passenger${i + 1}`, draftPassenger(p)])),
    };
    const files = passengers.flatMap((p, i) =>
      Object.entries(p.files).flatMap(([kind, file]): [string, File][] => (file ? [[`files[${kind}][${i + 1}]`, file]] : [])),
    );
    const send = (override: boolean) =>
      save.mutate(manualBookingForm(booking, files, override), {
        onSuccess: (created) => {
          notifySuccess(t('bookings.add.created'));
          void navigate({ to: '/bookings/$id/edit', params: { id: created.id } });
        },
        onError: (e) => {
          // Rooms the stay restrictions refuse (issue 33): the admin may book them anyway, which the booking's history records.
          const restricted = override ? null : stayRestrictionOf(e, (n) => t('bookings.add.room', { n }));
          if (!restricted) return notifyError(e);
          confirmAction({
            title: t('bookings.add.stayRestrictedTitle'),
            message: t('bookings.add.stayRestricted', { reasons: restricted }),
            confirm: t('bookings.add.bookAnyway'),
            onConfirm: () => send(true),
          });
        },
      });
    send(false);
  };

  return (
    <Page title={t('bookings.add.title')} crumbs={[{ label: t('bookings.myBookings'), link: { to: '/bookings' } }, { label: t('bookings.add.title') }]}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Section title={t('bookings.add.booking')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              <Select
                label={t('bookings.add.agency')}
                searchable
                clearable
                data={fields.data.bookingFields.agent}
                value={head.agent}
                onChange={(agent) => set({ agent })}
              />
              <Select
                label={t('bookings.add.destination')}
                required
                searchable
                data={destinations}
                value={head.to}
                error={errors.to}
                onChange={(to) => set({ to })}
              />
              <Select
                label={t('bookings.add.currency')}
                required
                data={currencies}
                value={currency}
                allowDeselect={false}
                onChange={(c) => set({ currency: c })}
              />
              <DateField
                label={t('bookings.add.startDate')}
                required
                value={head.startDate}
                error={errors.startDate}
                onChange={(startDate) => set({ startDate })}
              />
              <DateField
                label={t('bookings.add.endDate')}
                required
                min={head.startDate || undefined}
                value={head.endDate}
                error={errors.endDate}
                onChange={(endDate) => set({ endDate })}
              />
              <Box visibleFrom="md" />
              <Select
                label={t('bookings.add.bookingStatus')}
                required
                data={statuses}
                value={head.bookingStatusId}
                error={errors.bookingStatusId}
                onChange={(v) => set({ bookingStatusId: v })}
              />
              <Select
                label={t('bookings.add.paymentStatus')}
                required
                data={paymentStatuses}
                value={head.paymentStatusId}
                error={errors.paymentStatusId}
                onChange={(v) => set({ paymentStatusId: v })}
              />
            </SimpleGrid>
            {fields.data.bookingFields.additionalRequests.length > 0 && (
              <Checkbox.Group label={t('bookings.additionalRequests')} value={requests} onChange={setRequests} mt="sm">
                <Group gap="md" mt={6}>
                  {fields.data.bookingFields.additionalRequests.map((r) => (
                    <Checkbox key={r.value} value={r.value} label={r.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          </Section>

          <Section title={t('bookings.add.accommodation')}>
            <RowsEditor
              rows={hotels}
              onChange={setHotels}
              newRow={newHotelRow}
              addLabel={t('bookings.add.addRoom')}
              empty={head.to ? t('bookings.add.noRooms') : t('bookings.add.chooseDestinationFirst')}
              removeLabel={(_, i) => t('bookings.add.removeRoom', { n: i + 1 })}
              render={(row, update, index) => (
                <HotelRowFields row={row} update={update} index={index} errors={errors} locationId={head.to} mealTitles={mealTitles} />
              )}
            />
          </Section>
          <Section title={t('bookings.add.flights')}>
            <RowsEditor
              rows={flights}
              onChange={setFlights}
              newRow={() => ({ ...newFlightRow(), startDate: head.startDate, endDate: head.endDate })}
              addLabel={t('bookings.add.addFlight')}
              empty={t('bookings.add.noFlights')}
              removeLabel={(_, i) => t('bookings.add.removeFlight', { n: i + 1 })}
              render={(row, update, index) => (
                <FlightRowFields row={row} update={update} index={index} errors={errors} passengers={passengerOptions} currency={currency} />
              )}
            />
          </Section>
          <Section title={t('bookings.add.transfers')}>
            <RowsEditor
              rows={transfers}
              onChange={setTransfers}
              newRow={newServiceRow}
              addLabel={t('bookings.add.addTransfer')}
              empty={t('bookings.add.noTransfers')}
              removeLabel={(_, i) => t('bookings.add.removeTransfer', { n: i + 1 })}
              render={(row, update, index) => (
                <ServiceRowFields row={row} update={update} index={index} errors={errors} list="newTransfers" passengers={passengerOptions} />
              )}
            />
          </Section>
          <Section title={t('bookings.add.visas')}>
            <RowsEditor
              rows={visas}
              onChange={setVisas}
              newRow={newServiceRow}
              addLabel={t('bookings.add.addVisa')}
              empty={t('bookings.add.noVisas')}
              removeLabel={(_, i) => t('bookings.add.removeVisa', { n: i + 1 })}
              render={(row, update, index) => (
                <ServiceRowFields row={row} update={update} index={index} errors={errors} list="newVisas" passengers={passengerOptions} />
              )}
            />
          </Section>
          <Section title={t('bookings.tour.details')}>
            <RowsEditor
              rows={tours}
              onChange={setTours}
              newRow={() => newTourRow(head.startDate)}
              addLabel={t('bookings.tour.line.add')}
              empty={t('bookings.tour.line.none')}
              removeLabel={(_, i) => t('bookings.tour.line.remove', { n: i + 1 })}
              render={(row, update, index) => (
                <TourRowFields row={row} update={update} index={index} errors={errors} passengers={passengerOptions} stay={head} />
              )}
            />
          </Section>

          <Section title={t('bookings.add.pricing')}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              <TextInput label={`${t('bookings.add.hotelPrice')} (${currency})`} readOnly value={hotelPrice} />
              <TextInput label={`${t('bookings.add.flightPrice')} (${currency})`} readOnly value={flightPrice || unpriced} />
              <TextInput label={`${t('bookings.add.transferPrice')} (${currency})`} readOnly value={unpriced} />
              <TextInput label={`${t('bookings.add.visaPrice')} (${currency})`} readOnly value={unpriced} />
              <TextInput label={`${t('bookings.tour.line.price')} (${currency})`} readOnly value={unpriced} />
              <TextInput
                label={`${t('bookings.add.miscellaneousPrice')} (${currency})`}
                inputMode="decimal"
                value={extraPrice}
                onChange={(e) => {
                  setExtraPrice(e.currentTarget.value);
                  setTotalDraft(null);
                }}
              />
              <TextInput
                label={`${t('bookings.add.total')} (${currency})`}
                inputMode="decimal"
                value={totalDraft ?? totals.total ?? ''}
                onBlur={() => setTotalDraft(null)}
                onChange={(e) => {
                  // Editing the total sets the miscellaneous price: extraPrice = total − price.
                  const text = e.currentTarget.value;
                  setTotalDraft(text);
                  const extra = totals.price === null ? null : extraPriceFromTotal(text, totals.price);
                  if (extra !== null) setExtraPrice(extra);
                }}
              />
            </SimpleGrid>
          </Section>

          <Section title={t('bookings.add.passengers')}>
            <RowsEditor
              rows={passengers}
              onChange={(rows) => setPassengers(rows.length ? rows : [newPassenger()])}
              newRow={newPassengerDraft}
              addLabel={t('bookings.add.addPassenger')}
              removeLabel={(_, i) => t('bookings.add.removePassenger', { n: i + 1 })}
              render={(row, update, index) => (
                <Stack gap="xs">
                  <Title order={3} fz="sm">
                    {t('bookings.add.passenger', { n: index + 1 })}
                  </Title>
                  <PassengerDraftFields
                    row={row}
                    update={update}
                    fields={fields.data.passengerFields}
                    stayStart={head.startDate}
                    errors={errors}
                    prefix={`passenger${index + 1}`}
                  />
                </Stack>
              )}
            />
          </Section>

          <Section title={t('bookings.add.comments')}>
            <Textarea label={t('bookings.add.comment')} autosize minRows={2} value={head.comment} onChange={(e) => set({ comment: e.currentTarget.value })} />
          </Section>
          <FormActions saving={save.isPending} />
        </Stack>
      </form>
    </Page>
  );
}
