import { Checkbox, Group, RangeSlider, Stack, Text } from '@mantine/core';
import type { SearchFilters } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from './api';
import { formatMoney } from './format';

/**
 * The filter column of the hotel list: the price range (its lowest and highest prices shown
 * under the slider, with the currency: issue 18 point 5), the hotel categories, meal types and
 * room categories.
 */
export function ResultsFilters({
  choices,
  filters,
  onChange,
}: {
  choices?: SearchResult['filters'];
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const { t } = useTranslation();
  const price = choices?.price;
  return (
    <Stack gap="md">
      {price && price.min !== price.max && (
        <div>
          <Text size="sm" fw={600} mb={6}>
            {t('results.price')} ({price.currency})
          </Text>
          <RangeSlider
            min={price.min}
            max={price.max}
            defaultValue={[filters.price?.min ?? price.min, filters.price?.max ?? price.max]}
            onChangeEnd={([min, max]) => onChange({ ...filters, price: { min, max } })}
            label={(v) => formatMoney(v, price.currency)}
            thumbFromLabel={t('results.priceFrom')}
            thumbToLabel={t('results.priceTo')}
          />
          <Group justify="space-between" mt={6} gap="xs">
            <Text size="xs" c="dimmed" data-testid="price-min">
              {t('results.priceMin')}: {formatMoney(price.min, price.currency)}
            </Text>
            <Text size="xs" c="dimmed" data-testid="price-max">
              {t('results.priceMax')}: {formatMoney(price.max, price.currency)}
            </Text>
          </Group>
        </div>
      )}
      <Checkbox.Group
        label={t('results.hotelCategories')}
        value={Object.keys(filters.hotelCategories ?? {})}
        onChange={(ids) => onChange({ ...filters, hotelCategories: Object.fromEntries(ids.map((id) => [id, 1])) })}
      >
        <Stack gap={6} mt={6}>
          {choices?.hotelCategories.map((c) => (
            <Checkbox key={c.id} value={String(c.id)} label={c.title} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('results.mealTypes')}
        value={Object.keys(filters.mealTypes ?? {})}
        onChange={(ids) => onChange({ ...filters, mealTypes: Object.fromEntries(ids.map((id) => [id, 1])) })}
      >
        <Stack gap={6} mt={6}>
          {choices?.mealTypes.map((m) => (
            <Checkbox key={m.id} value={String(m.id)} label={m.title} />
          ))}
        </Stack>
      </Checkbox.Group>
      {/* Room categories narrow the options as meal types do (none found: no group to show). */}
      {!!choices?.roomCategories.length && (
        <Checkbox.Group
          label={t('results.roomCategories')}
          value={Object.keys(filters.roomCategories ?? {})}
          onChange={(ids) => onChange({ ...filters, roomCategories: Object.fromEntries(ids.map((id) => [id, 1])) })}
        >
          <Stack gap={6} mt={6}>
            {choices.roomCategories.map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={c.title} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
