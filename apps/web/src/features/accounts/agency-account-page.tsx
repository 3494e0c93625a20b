import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { Page } from '../../ui/page';
import { EntryForm, TermsForm } from './account-forms';
import { AccountOverview, AccountSkeleton } from './account-overview';
import { agencyAccountQuery } from './api';
import { TermsHistory } from './terms-history';

/** /agencies/{id}: an agency's account in the back office, its credit terms and hand entries (issue 31). */
export function AgencyAccountPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const account = useQuery(agencyAccountQuery(id));
  const title = account.data?.companyName ?? t('accounts.agencyAccount');
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
      {account.isError ? (
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
      )}
    </Page>
  );
}
