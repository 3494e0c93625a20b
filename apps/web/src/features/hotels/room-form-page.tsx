import { Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { ADULT_RANGE, BASE_RANGE, CHILD_RANGE, linkMax, linkMin, NEW_ROOM, type OccupancyRange, type Room, roomRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditableRow, newRowKey, RowsEditor } from '../../ui/rows-editor';
import { notifyError, notifySuccess } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { Page } from '../../ui/page';
import { useTaxonomyOptions } from '../../lib/reference';
import { type RoomForm, useRoom, useSaveRoom } from './api';

type Unallowed = EditableRow & {
  unallowedMinAdultOccupancy: number;
  unallowedMaxAdultOccupancy: number;
  unallowedMinChildOccupancy: number;
  unallowedMaxChildOccupancy: number;
};
/** The two taxonomy choices are held as the Selects' text ids (null: none). */
type Values = Omit<RoomForm, 'unallowedOccupancies' | 'roomFacilities' | 'roomTypeTaxonomy' | 'roomCategory'> & {
  unallowed: Unallowed[];
  facilities: string[];
  roomTypeTaxonomy: string | null;
  roomCategory: string | null;
};

const idText = (choice: { id: number } | null) => (choice ? String(choice.id) : null);

function valuesOf(room?: Room): Values {
  if (!room) return { ...NEW_ROOM, note: '', unallowed: [], facilities: [], roomTypeTaxonomy: null, roomCategory: null };
  const { id: _id, pricing: _p, allotments: _a, unallowedOccupancies, roomFacilities, note, roomTypeTaxonomy, roomCategory, ...rest } = room;
  return {
    ...rest,
    note: note ?? '',
    unallowed: unallowedOccupancies.map((u) => ({ ...u, key: newRowKey() })),
    facilities: Object.keys(roomFacilities),
    roomTypeTaxonomy: idText(roomTypeTaxonomy),
    roomCategory: idText(roomCategory),
  };
}

/** The hotel's tab that lists its room types: a room type's page returns to it (issue 32). */
const ROOMS_TAB = { tab: 'rooms' } as const;

/** Room type add and edit: Save, Cancel and the breadcrumb return to the hotel's edit screen on its Room types tab. */
export function RoomFormPage({ hotelId, id }: { hotelId: number; id?: number }) {
  const { t } = useTranslation();
  const room = useRoom(hotelId, id);
  const title = id ? t('hotels.editRoom') : t('hotels.addRoom');
  return (
    <Page
      title={title}
      crumbs={[
        { label: t('nav.hotels'), link: { to: '/hotels' } },
        { label: t('hotels.editHotel'), link: { to: '/hotels/$id/edit', params: { id: hotelId }, search: ROOMS_TAB } },
        { label: title },
      ]}
    >
      {id && !room.data ? <Skeleton height={400} /> : <RoomEditor hotelId={hotelId} room={room.data} />}
    </Page>
  );
}

function RoomEditor({ hotelId, room }: { hotelId: number; room?: Room }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRoom(hotelId);
  const facilities = useTaxonomyOptions('roomFacility');
  const roomKinds = useTaxonomyOptions('roomType');
  const categories = useTaxonomyOptions('roomCategory');
  const [values, setValues] = useState<Values>(() => valuesOf(room));
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Raising a minimum above its maximum lifts the maximum, and the other way round (spec §5).
  const pairInput = (kind: 'Adult' | 'Child', range: OccupancyRange) => {
    const minKey = `min${kind}Occupancy` as const;
    const maxKey = `max${kind}Occupancy` as const;
    const pair = { min: values[minKey], max: values[maxKey] };
    const apply = (next: { min: number; max: number }) => setValues({ ...values, [minKey]: next.min, [maxKey]: next.max });
    return (
      <>
        <NumberInput
          label={t(`hotels.min${kind}`)}
          required
          min={range.lower}
          max={range.upper}
          allowDecimal={false}
          value={pair.min}
          error={errors[minKey]}
          onChange={(v) => apply(linkMin(pair, Number(v), range))}
        />
        <NumberInput
          label={t(`hotels.max${kind}`)}
          required
          min={range.lower}
          max={range.upper}
          allowDecimal={false}
          value={pair.max}
          error={errors[maxKey]}
          onChange={(v) => apply(linkMax(pair, Number(v), range))}
        />
      </>
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { unallowed, facilities: chosen, roomTypeTaxonomy, roomCategory, ...rest } = values;
    const body = {
      ...rest,
      unallowedOccupancies: unallowed.map(({ key: _k, id: _i, ...u }) => u),
      roomFacilities: Object.fromEntries(chosen.map((f) => [f, 1 as const])),
      // None chosen: left out, which clears it.
      roomTypeTaxonomy: roomTypeTaxonomy ? Number(roomTypeTaxonomy) : undefined,
      roomCategory: roomCategory ? Number(roomCategory) : undefined,
    };
    const checked = roomRequestSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: room?.id, body: body as RoomForm },
      {
        onSuccess: () => {
          notifySuccess(t('common.saved'));
          void navigate({ to: '/hotels/$id/edit', params: { id: hotelId }, search: ROOMS_TAB });
        },
        onError: (e) => notifyError(e),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('hotels.roomTypeName')}
            required
            value={values.name}
            error={errors.name}
            onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('hotels.roomTypeTaxonomy')}
              data={roomKinds}
              clearable
              value={values.roomTypeTaxonomy}
              error={errors.roomTypeTaxonomy}
              onChange={(roomTypeTaxonomy) => setValues({ ...values, roomTypeTaxonomy })}
            />
            <Select
              label={t('hotels.roomCategory')}
              data={categories}
              clearable
              value={values.roomCategory}
              error={errors.roomCategory}
              onChange={(roomCategory) => setValues({ ...values, roomCategory })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {pairInput('Adult', ADULT_RANGE)}
            {pairInput('Child', CHILD_RANGE)}
            <NumberInput
              label={t('hotels.baseOccupancy')}
              required
              min={BASE_RANGE.lower}
              max={BASE_RANGE.upper}
              allowDecimal={false}
              value={values.baseOccupancy}
              error={errors.baseOccupancy}
              onChange={(v) => {
                const base = Math.min(BASE_RANGE.upper, Math.max(BASE_RANGE.lower, Math.trunc(Number(v) || 1)));
                setValues({ ...values, baseOccupancy: base, maxOccupancy: Math.max(values.maxOccupancy, base) });
              }}
            />
            <NumberInput
              label={t('hotels.maxOccupancy')}
              required
              min={1}
              max={40}
              allowDecimal={false}
              value={values.maxOccupancy}
              error={errors.maxOccupancy}
              onChange={(v) => setValues({ ...values, maxOccupancy: Math.trunc(Number(v) || 1) })}
            />
            <NumberInput
              label={t('hotels.extraBeds')}
              min={0}
              max={20}
              allowDecimal={false}
              value={values.extraBedsCount}
              onChange={(v) => setValues({ ...values, extraBedsCount: Math.trunc(Number(v) || 0) })}
            />
          </SimpleGrid>
          <Title order={2} fz="md">
            {t('hotels.unallowedOccupancies')}
          </Title>
          <RowsEditor<Unallowed>
            rows={values.unallowed}
            onChange={(unallowed) => setValues({ ...values, unallowed })}
            addLabel={t('hotels.addUnallowed')}
            empty={t('hotels.noUnallowed')}
            newRow={() => ({ unallowedMinAdultOccupancy: 1, unallowedMaxAdultOccupancy: 1, unallowedMinChildOccupancy: 0, unallowedMaxChildOccupancy: 0 })}
            render={(row, update) => (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {(['unallowedMinAdultOccupancy', 'unallowedMaxAdultOccupancy', 'unallowedMinChildOccupancy', 'unallowedMaxChildOccupancy'] as const).map(
                  (field) => (
                    <NumberInput
                      key={field}
                      label={t(`hotels.${field}`)}
                      min={0}
                      max={20}
                      allowDecimal={false}
                      value={row[field]}
                      onChange={(v) => update({ [field]: Math.trunc(Number(v) || 0) } as Partial<Unallowed>)}
                    />
                  ),
                )}
              </SimpleGrid>
            )}
          />
          <Checkbox.Group
            label={t('hotels.facilities')}
            value={values.facilities}
            onChange={(facilitiesChosen) => setValues({ ...values, facilities: facilitiesChosen })}
          >
            <Group mt={6} gap="md">
              {facilities.map((f) => (
                <Checkbox key={f.value} value={f.value} label={f.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Textarea label={t('hotels.note')} autosize minRows={2} value={values.note} onChange={(e) => setValues({ ...values, note: e.currentTarget.value })} />
          <FormActions saving={save.isPending} cancelTo={{ to: '/hotels/$id/edit', params: { id: hotelId }, search: ROOMS_TAB }} />
        </Stack>
      </form>
    </Paper>
  );
}
