import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { randomId, useMediaQuery } from '@mantine/hooks';
import { type HotelMarkupSettings, type LocationNode, markupRulesDataSchema } from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../ui/confirm';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { lookupOption } from '../../lib/lookup-option';
import { taxonomyQuery } from '../../lib/reference';
import { fieldErrorOf, locationTreeQuery, type MarkupRuleWire, useHotelMarkups, useSaveHotelMarkups } from './api';
import { SaveBar } from './save-bar';

/** A row as the form holds it: selects carry text ('all' or an id), `key` only keeps React rows apart. */
type Row = {
  key: string;
  id?: number;
  canChange: boolean;
  distributionChannel: 'b2b' | 'b2c';
  hotelCategoryId: string;
  locationId: string;
  type: 'fixed' | 'percent';
  amount: string;
};
type Values = { markups: Row[] };
type Option = { value: string; label: string };

/** Spec §4: a new markup row is b2b, all categories, all locations, percent, empty amount. */
const newRow = (): Row => ({
  key: randomId(),
  canChange: true,
  distributionChannel: 'b2b',
  hotelCategoryId: 'all',
  locationId: 'all',
  type: 'percent',
  amount: '',
});

const rowOf = (m: HotelMarkupSettings['data']['markups'][number]): Row => ({
  key: String(m.id),
  id: m.id,
  canChange: m.canChange,
  distributionChannel: m.distributionChannel,
  hotelCategoryId: String(m.hotelCategoryId),
  locationId: String(m.locationId),
  type: m.type,
  amount: m.amount,
});

const optionId = (value: string): number | 'all' => (value === 'all' ? 'all' : Number(value));
const toWire = ({ markups }: Values): MarkupRuleWire[] =>
  markups.map((row) => ({
    id: row.id,
    distributionChannel: row.distributionChannel,
    hotelCategoryId: optionId(row.hotelCategoryId),
    locationId: optionId(row.locationId),
    type: row.type,
    amount: row.amount,
  }));

/** Every country and city (regions too when there are any), each with where it lies: "Paris, France". */
function locationOptions(tree: LocationNode[]): Option[] {
  const options: Option[] = [];
  const walk = (nodes: LocationNode[], parents: string[]) => {
    for (const node of nodes) {
      if (node.type === 'airport') continue;
      options.push(lookupOption(node.id, [node.name, ...parents].join(', '), { aliases: node.aliases }));
      walk(node.children, [node.name, ...parents]);
    }
  };
  walk(tree, []);
  return options;
}

/** /settings/hotel-markups: 'Hotel markups for 1 room 1 day' (back-office spec §3). */
export function HotelMarkupsPage() {
  const { t } = useTranslation();
  const markups = useHotelMarkups();
  const [version, setVersion] = useState(0);
  const categories = useQuery(taxonomyQuery('hotelCategory'));
  const locations = useQuery(locationTreeQuery);
  const error = markups.error ?? categories.error ?? locations.error;
  useEffect(() => {
    if (error) notifyError(error, 'common.couldNotLoad');
  }, [error]);
  const ready = markups.data && categories.data && locations.data;
  // About 500 places, shared by every row's select: built once per load.
  const places = useMemo(
    () => [{ value: 'all', label: t('settings.hotelMarkups.all') }, ...locationOptions(locations.data?.entities ?? [])],
    [locations.data, t],
  );
  return (
    <Page title={t('settings.hotelMarkups.title')}>
      {ready ? (
        // A save answers the stored list and a new form starts from it; a background refetch never resets edits.
        <MarkupsForm
          key={version}
          onSaved={() => setVersion((v) => v + 1)}
          settings={markups.data}
          categoryOptions={[
            { value: 'all', label: t('settings.hotelMarkups.all') },
            ...categories.data.entities.map((c) => ({ value: String(c.id), label: c.title })),
          ]}
          locationOptions={places}
        />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </Page>
  );
}

type FormProps = { settings: HotelMarkupSettings; categoryOptions: Option[]; locationOptions: Option[]; onSaved: () => void };

function MarkupsForm({ settings, categoryOptions, locationOptions, onSaved }: FormProps) {
  const { t } = useTranslation();
  const save = useSaveHotelMarkups();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const form = useForm<Values>({
    initialValues: { markups: settings.data.markups.map(rowOf) },
    validate: schemaResolver(markupRulesDataSchema, { sync: true }),
  });
  const label = (field: string, index: number) => t('settings.hotelMarkups.cellLabel', { field: t(`settings.hotelMarkups.${field}`), row: index + 1 });
  const channels = [
    { value: 'b2b', label: t('settings.hotelMarkups.b2b') },
    { value: 'b2c', label: t('settings.hotelMarkups.b2c') },
  ];
  const types = [
    { value: 'percent', label: t('settings.hotelMarkups.percent') },
    { value: 'fixed', label: t('settings.hotelMarkups.fixed') },
  ];

  const submit = form.onSubmit((values) =>
    save.mutate(toWire(values), {
      onSuccess: () => {
        notifySuccess(t('common.saved'));
        onSaved();
      },
      onError: (e) => {
        const field = fieldErrorOf(e);
        if (field) form.setFieldError(field[0], field[1]);
        notifyError(e);
      },
    }),
  );

  const fieldsOf = (row: Row, index: number, withLabels: boolean) => {
    const common = (field: string) => ({
      'aria-label': label(field, index),
      // Cards on a phone show short visible labels; each is part of the accessible name (WCAG 2.5.3).
      label: withLabels ? t(field === 'distributionChannel' ? 'settings.hotelMarkups.channel' : `settings.hotelMarkups.${field}`) : undefined,
      disabled: !row.canChange,
    });
    return {
      category: (
        <Select {...common('hotelCategory')} data={categoryOptions} allowDeselect={false} {...form.getInputProps(`markups.${index}.hotelCategoryId`)} />
      ),
      channel: (
        <Select {...common('distributionChannel')} data={channels} allowDeselect={false} {...form.getInputProps(`markups.${index}.distributionChannel`)} />
      ),
      type: <Select {...common('type')} data={types} allowDeselect={false} {...form.getInputProps(`markups.${index}.type`)} />,
      amount: (
        <TextInput
          {...common('amount')}
          inputMode="decimal"
          autoComplete="off"
          rightSection={<Text size="sm">{row.type === 'percent' ? '%' : settings.defaultCurrencyCode}</Text>}
          rightSectionWidth={row.type === 'percent' ? 32 : 48}
          styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
          {...form.getInputProps(`markups.${index}.amount`)}
          onChange={(e) => form.setFieldValue(`markups.${index}.amount`, e.currentTarget.value.replace(',', '.').trim())}
        />
      ),
      location: (
        <Select
          {...common('location')}
          data={locationOptions}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('settings.hotelMarkups.noLocation')}
          {...form.getInputProps(`markups.${index}.locationId`)}
        />
      ),
      remove: (
        <Button
          variant="subtle"
          color="red"
          px="xs"
          disabled={!row.canChange}
          aria-label={label('remove', index)}
          onClick={() => confirmDelete(() => form.removeListItem('markups', index))}
        >
          {t('settings.hotelMarkups.remove')}
        </Button>
      ),
    };
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('settings.hotelMarkups.hint', { currency: settings.defaultCurrencyCode })}
          </Text>
          {wide ? (
            <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={t('settings.hotelMarkups.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="16%">{t('settings.hotelMarkups.hotelCategory')}</Table.Th>
                  <Table.Th w="16%">{t('settings.hotelMarkups.distributionChannel')}</Table.Th>
                  <Table.Th w="13%">{t('settings.hotelMarkups.type')}</Table.Th>
                  <Table.Th w="14%">{t('settings.hotelMarkups.amount')}</Table.Th>
                  <Table.Th>{t('settings.hotelMarkups.location')}</Table.Th>
                  <Table.Th w={1}>
                    <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {form.values.markups.map((row, index) => {
                  const f = fieldsOf(row, index, false);
                  return (
                    <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
                      <Table.Td>{f.category}</Table.Td>
                      <Table.Td>{f.channel}</Table.Td>
                      <Table.Td>{f.type}</Table.Td>
                      <Table.Td>{f.amount}</Table.Td>
                      <Table.Td>{f.location}</Table.Td>
                      <Table.Td>{f.remove}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          ) : (
            // On a phone each row is a card with visible labels instead of a table to scroll sideways.
            <Stack gap="sm">
              {form.values.markups.map((row, index) => {
                const f = fieldsOf(row, index, true);
                return (
                  <Paper key={row.key} withBorder radius="md" p="sm" bg="gray.0">
                    <Stack gap="xs">
                      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                        {f.category}
                        {f.channel}
                        {f.type}
                        {f.amount}
                      </SimpleGrid>
                      {f.location}
                      <Group justify="flex-end">{f.remove}</Group>
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          )}
          {form.values.markups.length === 0 && (
            <Text c="dimmed" ta="center" p="md">
              {t('common.noEntities')}
            </Text>
          )}
          <Button variant="light" mt="sm" onClick={() => form.insertListItem('markups', newRow())}>
            {t('settings.hotelMarkups.add')}
          </Button>
        </Paper>
        <SaveBar dirty={form.isDirty()} saving={save.isPending} />
      </Stack>
    </form>
  );
}
