import { Group, NumberInput, Select, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MARKUP_PRODUCTS, type MarkupProduct, type User } from '@travel/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The agency's markups in the user form (account spec §3 User/agency; domain-rules §4.4, §5.1):
 * per product (hotels, flights, transfers, visas) the agency extra markup the platform adds to the
 * agent's prices and the agency's own retail markup, each a type and an amount.
 */

export type MarkupValue = { type: 'fixed' | 'percent'; amount: string | number };
export type ProductMarkups = Record<MarkupProduct, MarkupValue>;
export type MarkupsValues = { markups: ProductMarkups; extraMarkups: ProductMarkups };

/** The form's value of stored markups: each product's first row, or a percent without amount. */
export function markupValuesOf(stored: User['markups']): ProductMarkups {
  const first = (product: MarkupProduct): MarkupValue => {
    const row = stored?.[product]?.[0];
    return { type: row?.type ?? 'percent', amount: row?.amount ?? '' };
  };
  return { hotel: first('hotel'), flight: first('flight'), transfer: first('transfer'), visa: first('visa') };
}

/**
 * The wire shape (account spec §7 `markups`, `extraMarkups` as JSON): every product's key, so the
 * save replaces all four lists (issue 30); an empty amount is an empty list.
 */
export function markupsWire(values: ProductMarkups) {
  const wire = {} as Record<MarkupProduct, { type: 'fixed' | 'percent'; amount: string }[]>;
  for (const product of MARKUP_PRODUCTS) {
    const { type, amount } = values[product];
    wire[product] = amount === '' || amount === null || amount === undefined ? [] : [{ type, amount: String(amount) }];
  }
  return wire;
}

type Form<V extends MarkupsValues> = Pick<UseFormReturnType<V>, 'getInputProps' | 'values'>;

function MarkupCell<V extends MarkupsValues>({
  form,
  list,
  product,
  label,
}: {
  form: Form<V>;
  list: keyof MarkupsValues;
  product: MarkupProduct;
  label: string;
}) {
  const { t } = useTranslation();
  const path = `${list}.${product}`;
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={`${label}: ${t('user.markupType')}`}
        w={120}
        data={[
          { value: 'percent', label: t('user.percent') },
          { value: 'fixed', label: t('user.fixed') },
        ]}
        allowDeselect={false}
        {...form.getInputProps(`${path}.type`)}
      />
      <NumberInput
        aria-label={`${label}: ${t('user.markupAmount')}`}
        placeholder={t('user.markupAmount')}
        w={130}
        decimalScale={2}
        min={0}
        rightSection={form.values[list][product].type === 'percent' ? '%' : undefined}
        {...form.getInputProps(`${path}.amount`)}
      />
    </Group>
  );
}

export function MarkupFields<V extends MarkupsValues>({ form }: { form: Form<V> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="user-markups">
      <Title order={3} fz="md" id="user-markups">
        {t('user.markups')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('user.markupsHint')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('user.product')}</Table.Th>
              <Table.Th>{t('user.extraMarkupColumn')}</Table.Th>
              <Table.Th>{t('user.markupColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MARKUP_PRODUCTS.map((product) => {
              const name = t(`user.markupProduct.${product}`);
              return (
                <Table.Tr key={product}>
                  <Table.Th scope="row">{t(`user.markupProductTitle.${product}`)}</Table.Th>
                  <Table.Td>
                    <MarkupCell form={form} list="extraMarkups" product={product} label={t('user.extraMarkup', { product: name })} />
                  </Table.Td>
                  <Table.Td>
                    <MarkupCell form={form} list="markups" product={product} label={t('user.markup', { product: name })} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
