import { Skeleton, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type Visa, visaCreateRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { EntityTabs } from '../../ui/entity-tabs';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useTabChecks } from '../../ui/tab-checks';
import { useCreateVisa, useDeleteVisaPart, useUpdateVisa, useVisa, type VisaPart } from './api';
import { VisaInfoFields } from './visa-info-fields';
import {
  emptyVisaInfo,
  pricingOf,
  typesWire,
  type VisaInfoValues,
  type VisaPricingState,
  visaInfoOf,
  visaInfoWire,
  visaSaveForm,
  visaTabOfRefusal,
} from './visa-model';
import { VisaOptionsTab, VisaPricingTab, visaPricingProblems } from './visa-tabs';
import { ownerRefusalOf } from '../../ui/period-grid-model';

function useInfoForm(initial: VisaInfoValues) {
  return useForm<VisaInfoValues>({
    initialValues: initial,
    validate: (values) => {
      const checked = visaCreateRequestSchema.safeParse(visaInfoWire(values));
      if (checked.success) return {};
      // 'origins.0' names the multi-select.
      return Object.fromEntries(
        checked.error.issues.map((i) => [/^(origins|destinations)\./.test(i.path.join('.')) ? String(i.path[0]) : i.path.join('.'), i.message]),
      );
    },
  });
}

const crumbs = (t: (k: string) => string, label: string) => [{ label: t('visas.nav.visas'), link: { to: '/visas' as const } }, { label }];

/** /visas/add: the Info tab only; a saved visa opens on its edit page, in place of the add page (issue 32). */
export function VisaAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVisa();
  const form = useInfoForm(emptyVisaInfo());
  return (
    <Page title={t('visas.addVisa')} crumbs={crumbs(t, t('visas.addVisa'))}>
      <EntityForm
        validate={() => !form.validate().hasErrors}
        save={() => create.mutateAsync(visaInfoWire(form.values))}
        onSaved={(visa) => void navigate({ to: '/visas/$id/edit', params: { id: visa.id }, replace: true })}
      >
        <EntityTabs value="info" onChange={() => undefined} tabs={[{ value: 'info', label: t('visas.tabs.info'), panel: <VisaInfoFields form={form} /> }]} />
      </EntityForm>
    </Page>
  );
}

/** /visas/{id}/edit: Info, Options and Pricing; stays on the page and reloads from the response (spec §4). */
export function VisaEditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const visa = useVisa(id);
  return (
    <Page title={t('visas.editVisa')} crumbs={crumbs(t, t('visas.editVisa'))}>
      {visa.data ? (
        <VisaEditor key={visa.dataUpdatedAt} visa={visa.data} />
      ) : visa.error ? (
        <Text c="red">{t('common.couldNotLoad')}</Text>
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Page>
  );
}

function VisaEditor({ visa }: { visa: Visa }) {
  const { t } = useTranslation();
  const update = useUpdateVisa();
  const removePart = useDeleteVisaPart();
  const form = useInfoForm(visaInfoOf(visa));
  const [pricing, setPricing] = useState<VisaPricingState>(() => pricingOf(visa));
  const [refusal, setRefusal] = useState<ReturnType<typeof ownerRefusalOf>>(null);
  const { tab, setTab, showErrors, validate } = useTabChecks('info');
  const currency = form.values.defaultCurrency || visa.defaultCurrency;
  const deletePart = (part: VisaPart) =>
    removePart.mutate(part, { onSuccess: () => notifySuccess(t('common.deleted')), onError: (e) => notifyError(e, 'common.couldNotDelete') });

  return (
    <EntityForm
      validate={() =>
        validate([
          { tab: 'info', refused: () => form.validate().hasErrors },
          { tab: 'pricing', showsErrors: true, refused: () => visaPricingProblems(visa, pricing, t).length > 0 },
        ])
      }
      save={() => update.mutateAsync({ id: visa.id, form: visaSaveForm(form.values, typesWire(visa, pricing)) })}
      onRefused={(error) => {
        const refusedTab = error instanceof Error ? visaTabOfRefusal(error.message) : null;
        if (refusedTab) setTab(refusedTab);
        // A refused pricing cell: its sentence under the type's grid, the cell marked (issue 32).
        setRefusal(error instanceof Error ? ownerRefusalOf(error.message, 'types', visa.types, pricing) : null);
      }}
    >
      <EntityTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'info', label: t('visas.tabs.info'), panel: <VisaInfoFields form={form} /> },
          {
            value: 'options',
            label: t('visas.tabs.options'),
            panel: <VisaOptionsTab visa={visa} onDelete={(typeId) => deletePart({ kind: 'type', visaId: visa.id, id: typeId })} />,
          },
          {
            value: 'pricing',
            label: t('visas.tabs.pricing'),
            panel: (
              <VisaPricingTab
                visa={visa}
                rows={pricing}
                currency={currency}
                showErrors={showErrors}
                refusal={refusal}
                onChange={(next) => {
                  setPricing(next);
                  setRefusal(null);
                }}
                onDeleteSaved={(pricingId) => deletePart({ kind: 'pricing', id: pricingId })}
              />
            ),
          },
        ]}
      />
    </EntityForm>
  );
}
