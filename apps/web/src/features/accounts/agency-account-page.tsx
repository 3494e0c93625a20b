import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityTabs } from '../../ui/entity-tabs';
import { ButtonLink } from '../../ui/links';
import { Page } from '../../ui/page';
import { EntryForm, TermsForm } from './account-forms';
import { AccountOverview, AccountSkeleton } from './account-overview';
import { agencyAccountQuery } from './api';
import { TermsHistory } from './terms-history';

/** The tabs of an agency's page: its account, and (composed by the route, issue 34) its API keys and webhooks. */
export type AgencyTab = 'account' | 'api';

type Props = {
  id: number;
  /** The open tab (`?tab=` of the address); the account's by default. */
  tab?: string;
  onTab?: (tab: AgencyTab) => void;
  /** The agency's API & webhooks panels, given by the route (a feature does not import another). */
  apiPanel?: ReactNode;
};

/** /agencies/{id}: an agency's account in the back office, its credit terms and hand entries (issue 31), its API & webhooks (issue 34). */
export function AgencyAccountPage({ id, tab = 'account', onTab, apiPanel }: Props) {
  const { t } = useTranslation();
  const account = useQuery(agencyAccountQuery(id));
  const title = account.data?.companyName ?? t('accounts.agencyAccount');
  const accountPanel = account.isError ? (
    <Text c="red.9">{account.error instanceof Error && account.error.message ? account.error.message : t('common.couldNotLoad')}</Text>
  ) : account.data ? (
    <AccountOverview account={account.data} agentId={id}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TermsForm account={account.data} />
        <EntryForm account={account.data} />
      </SimpleGrid>
      {account.data.history && <TermsHistory history={account.data.history} />}
    </AccountOverview>
  ) : (
    <AccountSkeleton />
  );
  return (
    <Page
      title={title}
      crumbs={[{ label: t('accounts.nav.agencies'), link: { to: '/agencies' } }, { label: title }]}
      actions={
        <ButtonLink variant="default" to="/users/$id/edit" params={{ id }}>
          {t('user.editUser')}
        </ButtonLink>
      }
    >
      {apiPanel ? (
        <EntityTabs
          value={tab}
          onChange={(next) => onTab?.(next as AgencyTab)}
          tabs={[
            { value: 'account', label: t('accounts.agencyTabs.account'), panel: accountPanel },
            { value: 'api', label: t('accounts.agencyTabs.api'), panel: apiPanel },
          ]}
        />
      ) : (
        accountPanel
      )}
    </Page>
  );
}
