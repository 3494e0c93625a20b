import { Select, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountEntryInputSchema, accountTermsSchema, MANUAL_ENTRY_KINDS } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { EntityForm } from '../../ui/entity-form';
import { type AccountAnswer, useAddEntry, useSaveTerms } from './api';

/**
 * A refused save's sentence names its fields ('creditLimit: must not be below zero', several
 * joined by '; '): each message goes under its field when the form has that field.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const part of error.message.split('; ')) {
    const match = /^([\w.]+): (.+)$/s.exec(part.trim());
    const field = match?.[1]?.split('.')[0];
    if (match && field && fields.includes(field) && !found[field]) found[field] = match[2]!;
  }
  return found;
}

type TermsValues = { creditLimit: string; paymentTermsDays: string; autoCancel: boolean };
const TERMS_FIELDS = ['creditLimit', 'paymentTermsDays', 'autoCancel'] as const;
const termsOf = (account: AccountAnswer): TermsValues => ({
  creditLimit: account.creditLimit,
  paymentTermsDays: account.paymentTermsDays === null ? '' : String(account.paymentTermsDays),
  autoCancel: account.autoCancel,
});

/** Credit terms (admin): credit limit, payment terms in days (empty: none), auto-cancel; `PUT users/{id}/account`. */
export function TermsForm({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation();
  const save = useSaveTerms(account.agentId);
  const form = useForm<TermsValues>({ initialValues: termsOf(account), validate: schemaResolver(accountTermsSchema, { sync: true }) });
  return (
    <EntityForm
      sticky={false}
      dirtyLabel={false}
      validate={() => !form.validate().hasErrors}
      save={() => save.mutateAsync(accountTermsSchema.parse(form.values))}
      onSaved={(saved) => {
        form.setValues(termsOf(saved));
        form.resetDirty(termsOf(saved));
      }}
      onRefused={(error) => form.setErrors(serverFieldErrors(error, TERMS_FIELDS))}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('accounts.terms.title')}
        </Title>
        <TextInput label={`${t('accounts.terms.creditLimit')} (${account.currency})`} required inputMode="decimal" {...form.getInputProps('creditLimit')} />
        <TextInput
          label={t('accounts.terms.paymentTermsDays')}
          description={t('accounts.terms.paymentTermsHint')}
          inputMode="numeric"
          {...form.getInputProps('paymentTermsDays')}
        />
        <Switch
          label={t('accounts.terms.autoCancel')}
          description={t('accounts.terms.autoCancelHint')}
          {...form.getInputProps('autoCancel', { type: 'checkbox' })}
        />
      </Stack>
    </EntityForm>
  );
}

type EntryValues = { kind: (typeof MANUAL_ENTRY_KINDS)[number]; amount: string; reason: string };
const ENTRY_FIELDS = ['kind', 'amount', 'reason'] as const;
const blankEntry: EntryValues = { kind: 'deposit', amount: '', reason: '' };

/** Record an entry (admin): a deposit, a refund or a signed adjustment with its reason; `POST users/{id}/account/entries`. */
export function EntryForm({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation();
  const add = useAddEntry(account.agentId);
  const form = useForm<EntryValues>({ initialValues: blankEntry, validate: schemaResolver(accountEntryInputSchema, { sync: true }) });
  return (
    <EntityForm
      sticky={false}
      dirtyLabel={false}
      successText={t('accounts.entry.recorded')}
      validate={() => !form.validate().hasErrors}
      save={() => add.mutateAsync(accountEntryInputSchema.parse(form.values))}
      onSaved={() => form.reset()}
      onRefused={(error) => form.setErrors(serverFieldErrors(error, ENTRY_FIELDS))}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('accounts.entry.title')}
        </Title>
        <Select
          label={t('accounts.entry.kind')}
          required
          allowDeselect={false}
          data={MANUAL_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`accounts.entry.kinds.${kind}`) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t('accounts.entry.amount')}
          description={t('accounts.entry.amountHint', { currency: account.currency })}
          required
          inputMode="decimal"
          {...form.getInputProps('amount')}
        />
        <Textarea label={t('accounts.entry.reason')} required autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} />
      </Stack>
    </EntityForm>
  );
}
