import { FileInput, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addPassengerCardFields, PASSENGER_TITLES } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { DateField } from '../../ui/date-field';
import { RowsEditor } from '../../ui/rows-editor';
import { addPassengerFieldsQuery } from './booking-add-api';
import type { PassengerEdit } from './booking-form-model';
import type { FormProps } from './booking-itinerary';
import { formatDay } from './format';
import { birthDateInputBounds, draftProblems, newPassengerDraft, type PassengerDraft, PassengerDraftFields } from './passenger-draft-fields';

const IMAGES = 'image/png,image/jpeg,image/gif';

/**
 * Passengers (account spec §2, §3 Passenger, §6): editable cards while the server allows
 * (canEditPassengerDetails); passport and photo uploads for admins and, before travel, agents
 * (agentCanEditPassengerPassport). Otherwise a read-only table.
 */
export function BookingPassengers({ booking, state, update, admin, errors }: FormProps & { errors: Record<string, string> }) {
  const { t } = useTranslation();
  const passengers = Object.values(booking.passengers);
  const files = admin || booking.agentCanEditPassengerPassport;
  const today = useAgencyToday();
  const kindOf = (p: { ageType: string; age: number | null }) =>
    p.ageType === 'adult' || p.age === null
      ? t(`bookings.add.ageTypes.${p.ageType}`)
      : t(`wizard.${p.ageType === 'infant' ? 'infant' : 'child'}Aged`, { count: p.age });
  const edit = (key: string, patch: Partial<PassengerEdit>) => update({ passengers: { ...state.passengers, [key]: { ...state.passengers[key]!, ...patch } } });
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('bookings.passengers')}
      </Title>
      {booking.canEditPassengerDetails ? (
        passengers.map((p, i) => {
          const value = state.passengers[p.key]!;
          const bounds = birthDateInputBounds(p.ageType, p.age, booking.startDate, today);
          const label = (field: string) => `${t(`bookings.edit.${field}`)}`;
          return (
            <Paper key={p.key} withBorder radius="md" p="sm" aria-label={`${t('bookings.passenger')} ${i + 1}`} component="section">
              <Text id={`passenger-${p.key}-legend`} size="sm" fw={600} mb={6}>
                {t('bookings.passenger')} {i + 1} · {kindOf(p)}
              </Text>
              {/* The fields as a labelled group: a screen reader says whose they are ('Passenger 2 · Child, 9 years'). */}
              <SimpleGrid cols={{ base: 1, sm: 2, md: files ? 6 : 4 }} spacing="sm" role="group" aria-labelledby={`passenger-${p.key}-legend`}>
                <Select label={label('title')} data={PASSENGER_TITLES} value={value.title || null} onChange={(title) => edit(p.key, { title: title ?? '' })} />
                <TextInput label={label('firstName')} required value={value.firstName} onChange={(e) => edit(p.key, { firstName: e.currentTarget.value })} />
                <TextInput label={label('lastName')} required value={value.lastName} onChange={(e) => edit(p.key, { lastName: e.currentTarget.value })} />
                <DateField
                  label={t('bookings.birthDate')}
                  required
                  min={bounds.min}
                  max={bounds.max}
                  value={value.birthDate}
                  onChange={(birthDate) => edit(p.key, { birthDate })}
                />
                {files && (
                  <>
                    <FileInput
                      label={label('passport')}
                      accept={IMAGES}
                      clearable
                      value={value.passport}
                      placeholder={p.passport ? '✓' : undefined}
                      onChange={(passport) => edit(p.key, { passport })}
                    />
                    <FileInput
                      label={label('photo')}
                      accept={IMAGES}
                      clearable
                      value={value.photo}
                      placeholder={p.photo ? '✓' : undefined}
                      onChange={(photo) => edit(p.key, { photo })}
                    />
                  </>
                )}
              </SimpleGrid>
            </Paper>
          );
        })
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('bookings.regions.passengers')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.passenger')}</Table.Th>
                <Table.Th>{t('bookings.ageType')}</Table.Th>
                <Table.Th>{t('bookings.birthDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passengers.map((p) => (
                <Table.Tr key={p.key}>
                  <Table.Td>{[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{kindOf(p)}</Table.Td>
                  <Table.Td>{formatDay(p.birthDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {booking.canAddPassenger && <NewPassengers booking={booking} state={state} update={update} admin={admin} errors={errors} />}
    </Stack>
  );
}

/** Client checks of the new cards' required fields, keyed `newPassengers.{n}.{field}`. */
export function newPassengerProblems(rows: PassengerDraft[], required: () => string, today: string) {
  const fields = addPassengerCardFields(today);
  return Object.assign({}, ...rows.map((row, n) => draftProblems(row, fields, `newPassengers.${n}`, required)));
}

/**
 * Add Passenger (account spec §2, §3 Passenger: new ones have isNew and an id): cards that can
 * be removed before saving and are saved with the page's Save. They join no item (docs/decisions.md).
 */
function NewPassengers({ booking, state, update, admin, errors }: FormProps & { errors: Record<string, string> }) {
  const { t } = useTranslation();
  // The add page's call is an admin's (it lists the agencies); an agent gets the same list from the contracts.
  const query = useQuery({ ...addPassengerFieldsQuery, enabled: admin });
  const today = useAgencyToday();
  const fields = admin ? query.data?.passengerFields : addPassengerCardFields(today);
  if (!fields) return null;
  return (
    <RowsEditor<PassengerDraft>
      rows={state.newPassengers}
      onChange={(newPassengers) => update({ newPassengers })}
      newRow={newPassengerDraft}
      addLabel={t('bookings.edit.addPassenger')}
      removeLabel={(_, i) => t('bookings.edit.removeNewPassenger', { n: i + 1 })}
      render={(row, change, index) => (
        <Stack gap="xs" aria-label={t('bookings.edit.newPassenger', { n: index + 1 })} component="section">
          <Text size="sm" fw={600}>
            {t('bookings.edit.newPassenger', { n: index + 1 })}
          </Text>
          <PassengerDraftFields row={row} update={change} fields={fields} stayStart={booking.startDate} errors={errors} prefix={`newPassengers.${index}`} />
        </Stack>
      )}
    />
  );
}

/** Comments (account spec §3: name, date, comment) and, when the server allows, a new comment box. */
export function BookingComments({ booking, state, update }: FormProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('bookings.comments')}
      </Title>
      {booking.comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('bookings.noComments')}
        </Text>
      ) : (
        booking.comments.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: comments have no id and may repeat
          <Paper key={i} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {c.name} · {formatDay(c.date)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {c.comment}
            </Text>
          </Paper>
        ))
      )}
      {booking.commentsEnabled && (
        <Textarea
          label={t('bookings.edit.newComment')}
          autosize
          minRows={2}
          maxLength={2000}
          value={state.newComment}
          onChange={(e) => update({ newComment: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
