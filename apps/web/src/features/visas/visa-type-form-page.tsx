import { Skeleton, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { visaTypeInputSchema } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { Page } from '../../ui/page';
import { useSaveVisaType, useVisaType } from './api';

/** The visa's tab that lists its types: a type's page returns to it (issue 32). */
const OPTIONS_TAB = { tab: 'options' } as const;

/**
 * Visa type add (/visas/{visaId}/types/add) and edit (/visas/{visaId}/types/{id}/edit): a single
 * required Name; Save, Cancel and the breadcrumb return to the visa's edit screen (spec §4) on its
 * Options tab.
 */
export function VisaTypeFormPage({ visaId, id }: { visaId: number; id?: number }) {
  const { t } = useTranslation();
  const type = useVisaType(visaId, id);
  const title = id ? t('visas.editType') : t('visas.addType');
  return (
    <Page
      title={title}
      crumbs={[
        { label: t('visas.nav.visas'), link: { to: '/visas' } },
        { label: t('visas.editVisa'), link: { to: '/visas/$id/edit', params: { id: visaId }, search: OPTIONS_TAB } },
        { label: title },
      ]}
    >
      {id && !type.data ? <Skeleton height={160} /> : <VisaTypeEditor visaId={visaId} id={id} initial={type.data?.name ?? ''} />}
    </Page>
  );
}

function VisaTypeEditor({ visaId, id, initial }: { visaId: number; id?: number; initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveVisaType(visaId);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <EntityForm
      validate={() => {
        const checked = visaTypeInputSchema.safeParse({ name });
        setError(checked.success ? undefined : checked.error.issues[0]?.message);
        return checked.success;
      }}
      save={() => save.mutateAsync({ id, name })}
      onSaved={() => void navigate({ to: '/visas/$id/edit', params: { id: visaId }, search: OPTIONS_TAB })}
      cancelTo={{ to: '/visas/$id/edit', params: { id: visaId }, search: OPTIONS_TAB }}
    >
      <TextInput label={t('visas.optionName')} required value={name} error={error} onChange={(e) => setName(e.currentTarget.value)} maw={480} />
    </EntityForm>
  );
}
