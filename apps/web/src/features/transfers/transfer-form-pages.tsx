import { Skeleton, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { type Transfer, transferCancellationRulesSchema, transferCreateRequestSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { EntityTabs } from '../../ui/entity-tabs';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useTabChecks } from '../../ui/tab-checks';
import { type TransferPart, useCreateTransfer, useDeleteTransferPart, useTransfer, useUpdateTransfer } from './api';
import { CancellationTab, CarPricingTab, CarsTab, pricingProblems } from './cars-tab';
import { TransferInfoFields } from './transfer-info-fields';
import { emptyInfo, type InfoValues, infoOf, infoWire, type TabsState, tabOfRefusal, tabsOf, transferForm } from './transfer-model';
import { ownerRefusalOf } from '../../ui/period-grid-model';

function useInfoForm(initial: InfoValues) {
  return useForm<InfoValues>({
    initialValues: initial,
    validate: (values) => {
      const checked = transferCreateRequestSchema.safeParse(infoWire(values));
      if (checked.success) return {};
      return Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
    },
  });
}

const crumbs = (t: (k: string) => string, label: string) => [{ label: t('transfers.nav.transfers'), link: { to: '/transfers' as const } }, { label }];

/** /transfers/add: the Info tab only; a saved transfer opens on its edit page, in place of the add page (issue 32). */
export function TransferAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useCreateTransfer();
  const form = useInfoForm(emptyInfo);
  return (
    <Page title={t('transfers.addTransfer')} crumbs={crumbs(t, t('transfers.addTransfer'))}>
      <EntityForm
        validate={() => !form.validate().hasErrors}
        save={() => save.mutateAsync(infoWire(form.values))}
        onSaved={(transfer) => void navigate({ to: '/transfers/$id/edit', params: { id: transfer.id }, replace: true })}
      >
        <EntityTabs
          value="info"
          onChange={() => undefined}
          tabs={[{ value: 'info', label: t('transfers.tabs.info'), panel: <TransferInfoFields form={form} /> }]}
        />
      </EntityForm>
    </Page>
  );
}

/** /transfers/{id}/edit: Info, Car categories, Pricing and Cancellation rules; stays and reloads from the response. */
export function TransferEditPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const transfer = useTransfer(id);
  // The open tab outlives the editor's remount when the transfer reloads (after a save, a delete or a refetch).
  const tabs = useTabChecks('info');
  return (
    <Page title={t('transfers.editTransfer')} crumbs={crumbs(t, t('transfers.editTransfer'))}>
      {transfer.data ? (
        <TransferEditor key={transfer.dataUpdatedAt} transfer={transfer.data} tabChecks={tabs} />
      ) : transfer.error ? (
        <Text c="red">{t('common.couldNotLoad')}</Text>
      ) : (
        <Skeleton height={480} radius="md" />
      )}
    </Page>
  );
}

function TransferEditor({ transfer, tabChecks }: { transfer: Transfer; tabChecks: ReturnType<typeof useTabChecks> }) {
  const { t } = useTranslation();
  const save = useUpdateTransfer();
  const removePart = useDeleteTransferPart();
  const form = useInfoForm(infoOf(transfer));
  const [tabs, setTabs] = useState<TabsState>(() => tabsOf(transfer));
  const [refusal, setRefusal] = useState<ReturnType<typeof ownerRefusalOf>>(null);
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  const { tab, setTab, showErrors: refused, validate } = tabChecks;
  const currency = form.values.defaultCurrency || transfer.defaultCurrency;
  const deletePart = (part: TransferPart) =>
    removePart.mutate(part, { onSuccess: () => notifySuccess(t('common.deleted')), onError: (e) => notifyError(e, 'common.couldNotDelete') });

  const rulesRefused = () => {
    const checked = transferCancellationRulesSchema.safeParse(tabs.rules.map(({ key: _k, id: _i, ...rule }) => rule));
    setRuleErrors(checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [`cancellationRules.${i.path.join('.')}`, i.message])));
    return !checked.success;
  };
  const checks = () => [
    { tab: 'info', refused: () => form.validate().hasErrors },
    { tab: 'pricing', showsErrors: true, refused: () => pricingProblems(transfer, tabs.pricing, t).length > 0 },
    { tab: 'cancellation', refused: rulesRefused },
  ];

  return (
    <EntityForm
      validate={() => validate(checks())}
      save={() => save.mutateAsync({ id: transfer.id, form: transferForm(form.values, transfer, tabs) })}
      onRefused={(error) => {
        const refusedTab = error instanceof Error ? tabOfRefusal(error.message) : null;
        if (refusedTab) setTab(refusedTab);
        // A refused pricing cell: its sentence under the car category's grid, the cell marked (issue 32).
        setRefusal(error instanceof Error ? ownerRefusalOf(error.message, 'cars', transfer.cars, tabs.pricing) : null);
      }}
      // The edit screen stays and reloads from the response (spec §4): the new dataUpdatedAt remounts the editor.
    >
      <EntityTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'info', label: t('transfers.tabs.info'), panel: <TransferInfoFields form={form} /> },
          {
            value: 'cars',
            label: t('transfers.tabs.cars'),
            panel: <CarsTab transfer={transfer} onDelete={(carId) => deletePart({ kind: 'car', transferId: transfer.id, id: carId })} />,
          },
          {
            value: 'pricing',
            label: t('transfers.tabs.pricing'),
            panel: (
              <CarPricingTab
                transfer={transfer}
                rows={tabs.pricing}
                currency={currency}
                showErrors={refused}
                refusal={refusal}
                onChange={(pricing) => {
                  setTabs({ ...tabs, pricing });
                  setRefusal(null);
                }}
                onDeleteSaved={(pricingId) => deletePart({ kind: 'pricing', id: pricingId })}
              />
            ),
          },
          {
            value: 'cancellation',
            label: t('transfers.tabs.cancellation'),
            panel: <CancellationTab rules={tabs.rules} currency={currency} errors={ruleErrors} onChange={(rules) => setTabs({ ...tabs, rules })} />,
          },
        ]}
      />
    </EntityForm>
  );
}
