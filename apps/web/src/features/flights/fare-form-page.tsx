import { NumberInput, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type Fare, fareInputSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { Page } from '../../ui/page';
import { type EditableRow, newRowKey, RowsEditor } from '../../ui/rows-editor';
import { type FareBody, useFare, useFlight, useSaveFare } from './api';

type TextRow = EditableRow & { text: string };
type RuleRow = EditableRow & { daysBefore: number | string; penaltyType: 'percent' | 'fixed' | 'nights'; amount: string };
type Values = { name: string; code: string; meal: string; description: string; hand: TextRow[]; baggage: TextRow[]; rules: RuleRow[] };

const textRows = (texts: string[]) => texts.map((text) => ({ key: newRowKey(), text }));

function valuesOf(fare?: Fare): Values {
  if (!fare) return { name: '', code: '', meal: '', description: '', hand: [], baggage: [], rules: [] };
  return {
    name: fare.name,
    code: fare.code,
    meal: fare.meal,
    description: fare.description ?? '',
    hand: textRows(fare.handBagagges.map((h) => h.handBaggage)),
    baggage: textRows(fare.baggages.map((b) => b.baggage)),
    rules: fare.cancellationRules.map((r) => ({ key: `r${r.id}`, id: r.id, daysBefore: r.daysBefore, penaltyType: r.penaltyType, amount: r.amount })),
  };
}

/** The body of POST and PUT flights/{flightId}/fares, spelled as the spec spells it (handBagagges). */
const bodyOf = (v: Values): FareBody => ({
  name: v.name,
  code: v.code,
  meal: v.meal,
  description: v.description,
  handBagagges: v.hand.map((h) => ({ handBaggage: h.text })),
  baggages: v.baggage.map((b) => ({ baggage: b.text })),
  cancellationRules: v.rules.map(({ key: _key, ...rule }) => rule) as FareBody['cancellationRules'],
});

/** The flight's tab that lists its fares: a fare's page returns to it (issue 32). */
const FARES_TAB = { tab: 'fares' } as const;

/**
 * Fare add (/flights/{flightId}/fares/add) and edit (/flights/{flightId}/fares/{id}/edit): Save,
 * Cancel and the breadcrumb return to the flight's edit screen on its Fares tab.
 */
export function FareFormPage({ flightId, id }: { flightId: number; id?: number }) {
  const { t } = useTranslation();
  const fare = useFare(flightId, id);
  const title = id ? t('flights.editFare') : t('flights.addFare');
  return (
    <Page
      title={title}
      // The spec's breadcrumb for the add screen reads "Add flight".
      crumbs={[
        { label: t('flights.nav.flights'), link: { to: '/flights' } },
        { label: t('flights.editFlight'), link: { to: '/flights/$id/edit', params: { id: flightId }, search: FARES_TAB } },
        { label: id ? t('flights.editFare') : t('flights.addFareCrumb') },
      ]}
    >
      {id && !fare.data ? <Skeleton height={400} /> : <FareEditor flightId={flightId} fare={fare.data} />}
    </Page>
  );
}

function FareEditor({ flightId, fare }: { flightId: number; fare?: Fare }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveFare(flightId);
  const currency = useFlight(flightId).data?.defaultCurrency ?? '';
  const [values, setValues] = useState<Values>(() => valuesOf(fare));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => setValues({ ...values, ...patch });

  const validate = () => {
    const checked = fareInputSchema.safeParse(bodyOf(values));
    setErrors(checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
    return checked.success;
  };
  const textList = (field: 'hand' | 'baggage', label: string, addLabel: string, removeKey: string, empty: string, wire: string) => (
    <Stack gap={6}>
      <Title order={2} fz="sm">
        {label}
      </Title>
      <RowsEditor<TextRow>
        rows={values[field]}
        onChange={(rows) => set({ [field]: rows })}
        newRow={() => ({ text: '' })}
        addLabel={addLabel}
        empty={empty}
        removeLabel={(_r, i) => t(removeKey, { index: i + 1 })}
        render={(row, update, i) => (
          <TextInput
            aria-label={`${label} ${i + 1}`}
            required
            value={row.text}
            error={errors[`${wire}.${i}.${field === 'hand' ? 'handBaggage' : 'baggage'}`]}
            onChange={(e) => update({ text: e.currentTarget.value })}
          />
        )}
      />
    </Stack>
  );

  return (
    <EntityForm
      validate={validate}
      save={() => save.mutateAsync({ id: fare?.id, body: bodyOf(values) })}
      onSaved={() => void navigate({ to: '/flights/$id/edit', params: { id: flightId }, search: FARES_TAB })}
      cancelTo={{ to: '/flights/$id/edit', params: { id: flightId }, search: FARES_TAB }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('flights.fareName')} required value={values.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
        <TextInput label={t('flights.code')} required value={values.code} error={errors.code} onChange={(e) => set({ code: e.currentTarget.value })} />
        <TextInput label={t('flights.meal')} required value={values.meal} error={errors.meal} onChange={(e) => set({ meal: e.currentTarget.value })} />
      </SimpleGrid>
      <Textarea
        label={t('flights.description')}
        autosize
        minRows={2}
        value={values.description}
        error={errors.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {textList('hand', t('flights.handBaggage'), t('flights.addHandBaggage'), 'flights.removeHandBaggage', t('flights.noHandBaggage'), 'handBagagges')}
        {textList('baggage', t('flights.baggage'), t('flights.addBaggage'), 'flights.removeBaggageEntry', t('flights.noBaggageEntries'), 'baggages')}
      </SimpleGrid>
      <Title order={2} fz="sm">
        {t('flights.cancellationRules')}
      </Title>
      <RowsEditor<RuleRow>
        rows={values.rules}
        onChange={(rules) => set({ rules })}
        addLabel={t('flights.addRule')}
        empty={t('flights.noRules')}
        removeLabel={(_r, i) => t('flights.removeRule', { index: i + 1 })}
        newRow={() => ({ daysBefore: 7, penaltyType: 'percent', amount: '' })}
        render={(row, update, i) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <NumberInput
              label={t('flights.daysBefore')}
              required
              min={0}
              allowDecimal={false}
              value={row.daysBefore}
              error={errors[`cancellationRules.${i}.daysBefore`]}
              onChange={(v) => update({ daysBefore: v })}
            />
            <Select
              label={t('flights.penaltyType')}
              allowDeselect={false}
              // Domain-rules §5.1: a fare's penalty is a percent of the item total or fixed per passenger.
              data={(['percent', 'fixed'] as const).map((p) => ({ value: p, label: t(`flights.penalty.${p}`) }))}
              value={row.penaltyType}
              onChange={(v) => update({ penaltyType: (v ?? 'percent') as RuleRow['penaltyType'] })}
            />
            <NumberInput
              label={t('flights.penaltyAmount')}
              required
              min={0}
              decimalScale={2}
              rightSection={row.penaltyType === 'percent' ? '%' : currency}
              rightSectionWidth={48}
              value={row.amount}
              error={errors[`cancellationRules.${i}.amount`]}
              onChange={(v) => update({ amount: String(v) })}
            />
          </SimpleGrid>
        )}
      />
    </EntityForm>
  );
}
