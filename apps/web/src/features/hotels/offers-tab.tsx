import { Accordion, Badge, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Hotel, NAMED_OFFER_KINDS, OFFER_KINDS, type OfferKind } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { RowsEditor } from '../../ui/rows-editor';
import type { OfferRowState, TabsState } from './hotel-model';
import { DateRange, useHotelMealOptions } from './pricing-tab';

const FLAG_FIELDS: Partial<Record<OfferKind, string[]>> = {
  freePassengers: ['1child', '2child', '3child', '1infant', '2infant', '3infant'],
  freeTransfers: ['adult', 'child', 'infant'],
};

/** Defaults of a new row of each list (spec §4: room types 'All', flags 1). */
function newPricingData(kind: OfferKind): Record<string, string | number> {
  const flags = FLAG_FIELDS[kind];
  if (flags) return Object.fromEntries(flags.map((f) => [f, 1]));
  if (kind === 'discounts') return { discount: '' };
  if (kind === 'freeNights') return { stayNights: '', freeNights: '' };
  if (kind === 'mealChanges') return { payMealTypeId: '', getMealTypeId: '' };
  if (kind === 'mealsPrices') return { fromMealTypeId: '', toMealTypeId: '', adult: '', child: '', infant: '' };
  if (kind === 'transfersPrices') return { adult: '', child: '', infant: '' };
  return {};
}

type Props = { hotel: Hotel; offers: TabsState['offers']; onChange: (offers: TabsState['offers']) => void; onDeleteSaved: (id: number) => void };

/** Offers/Stop sales tab: the eight lists of back-office spec §3 Offers. */
export function OffersTab({ hotel, offers, onChange, onDeleteSaved }: Props) {
  const { t } = useTranslation();
  const meals = useHotelMealOptions(hotel);
  const roomOptions = [{ value: 'all', label: t('hotels.all') }, ...hotel.rooms.map((r) => ({ value: String(r.id), label: r.name }))];
  // Saved offers a row may combine with (the other side must list this one too).
  const combinable = NAMED_OFFER_KINDS.flatMap((kind) =>
    offers[kind].filter((o) => o.id).map((o) => ({ value: String(o.id), label: `${o.name} (${t(`hotels.kinds.${kind}`)})` })),
  );

  const fields = (kind: OfferKind, row: OfferRowState, update: (patch: Partial<OfferRowState>) => void) => {
    const set = (field: string, value: string | number) => update({ pricingData: { ...row.pricingData, [field]: value } });
    const money = (field: string, label: string) => (
      <TextInput
        key={field}
        label={label}
        required
        inputMode="decimal"
        value={String(row.pricingData[field] ?? '')}
        onChange={(e) => set(field, e.currentTarget.value)}
      />
    );
    const meal = (field: string, label: string) => (
      <Select
        key={field}
        label={label}
        required
        data={meals}
        value={row.pricingData[field] ? String(row.pricingData[field]) : null}
        onChange={(v) => set(field, v ?? '')}
      />
    );
    const flags = FLAG_FIELDS[kind];
    if (flags) {
      return (
        <Group gap="md" mt="xs">
          {flags.map((f) => (
            <Checkbox
              key={f}
              label={t(`hotels.flags.${f}`)}
              checked={Number(row.pricingData[f]) === 1}
              onChange={(e) => set(f, e.currentTarget.checked ? 1 : 0)}
            />
          ))}
        </Group>
      );
    }
    switch (kind) {
      case 'discounts':
        return (
          <NumberInput
            label={t('hotels.discountPercent')}
            required
            min={0}
            max={100}
            decimalScale={2}
            rightSection="%"
            value={row.pricingData.discount as number}
            onChange={(v) => set('discount', v)}
            w={160}
          />
        );
      case 'freeNights':
        return (
          <Group gap="xs">
            <NumberInput
              label={t('hotels.stayNights')}
              required
              min={2}
              allowDecimal={false}
              value={row.pricingData.stayNights as number}
              onChange={(v) => set('stayNights', v)}
              w={140}
            />
            <NumberInput
              label={t('hotels.freeNights')}
              required
              min={1}
              allowDecimal={false}
              value={row.pricingData.freeNights as number}
              onChange={(v) => set('freeNights', v)}
              w={140}
            />
          </Group>
        );
      case 'mealChanges':
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {[meal('payMealTypeId', t('hotels.payMeal')), meal('getMealTypeId', t('hotels.getMeal'))]}
          </SimpleGrid>
        );
      case 'mealsPrices':
        return (
          <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs">
            {[
              meal('fromMealTypeId', t('hotels.fromMeal')),
              meal('toMealTypeId', t('hotels.toMeal')),
              money('adult', t('hotels.adult')),
              money('child', t('hotels.child')),
              money('infant', t('hotels.infant')),
            ]}
          </SimpleGrid>
        );
      case 'transfersPrices':
        return (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {[money('adult', t('hotels.adult')), money('child', t('hotels.child')), money('infant', t('hotels.infant'))]}
          </SimpleGrid>
        );
      default:
        return null;
    }
  };

  return (
    <Accordion multiple variant="separated" defaultValue={OFFER_KINDS.filter((k) => offers[k].length > 0)}>
      {OFFER_KINDS.map((kind) => (
        <Accordion.Item key={kind} value={kind}>
          <Accordion.Control>
            <Group gap="xs">
              {t(`hotels.kinds.${kind}`)}
              <Badge size="sm" variant="light">
                {offers[kind].length}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <RowsEditor<OfferRowState>
              rows={offers[kind]}
              onChange={(rows) => onChange({ ...offers, [kind]: rows })}
              addLabel={t('hotels.addRow', { kind: t(`hotels.kinds.${kind}`) })}
              removeLabel={(row, i) => `${t('common.remove')} ${t(`hotels.kinds.${kind}`)} ${row.name || i + 1}`}
              onDeleteSaved={(row) => onDeleteSaved(row.id!)}
              newRow={() => ({
                name: '',
                startDate: '',
                endDate: '',
                bookStartDate: '',
                bookEndDate: '',
                roomTypeIds: 'all',
                applyWithOthersIds: [],
                pricingData: newPricingData(kind),
              })}
              render={(row, update) => (
                <Stack gap="xs">
                  <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
                    {NAMED_OFFER_KINDS.includes(kind) && (
                      <TextInput label={t('hotels.offerName')} required value={row.name} onChange={(e) => update({ name: e.currentTarget.value })} />
                    )}
                    <DateRange start={row.startDate} end={row.endDate} onChange={update} labels={[t('hotels.travelFrom'), t('hotels.travelTo')]} />
                    <MultiSelect
                      label={t('hotels.roomTypes')}
                      required
                      data={roomOptions}
                      value={row.roomTypeIds === 'all' ? ['all'] : row.roomTypeIds}
                      onChange={(values) => {
                        // 'All' and specific room types exclude each other; the last choice wins.
                        const picked = values.at(-1) === 'all' || values.length === 0 ? 'all' : values.filter((v) => v !== 'all');
                        update({ roomTypeIds: picked });
                      }}
                    />
                  </SimpleGrid>
                  {kind !== 'mealsPrices' && kind !== 'transfersPrices' && (
                    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
                      <DateRange
                        start={row.bookStartDate}
                        end={row.bookEndDate}
                        onChange={(p) =>
                          update({
                            ...(p.startDate !== undefined ? { bookStartDate: p.startDate } : {}),
                            ...(p.endDate !== undefined ? { bookEndDate: p.endDate } : {}),
                          })
                        }
                        labels={[t('hotels.bookFrom'), t('hotels.bookTo')]}
                        required={false}
                      />
                      {NAMED_OFFER_KINDS.includes(kind) && (
                        <MultiSelect
                          label={t('hotels.combinableWith')}
                          data={combinable.filter((c) => c.value !== String(row.id))}
                          value={row.applyWithOthersIds}
                          onChange={(values) => update({ applyWithOthersIds: values })}
                          style={{ gridColumn: 'span 2' }}
                        />
                      )}
                    </SimpleGrid>
                  )}
                  {fields(kind, row, update)}
                </Stack>
              )}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
