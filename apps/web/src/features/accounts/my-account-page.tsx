import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { Page } from '../../ui/page';
import { AccountOverview, AccountSkeleton } from './account-overview';
import { ownAccountQuery } from './api';

/** /account: the agent's own agency account (issue 31), and the way to its API keys and webhooks (issue 34). */
export function MyAccountPage() {
  const { t } = useTranslation();
  const account = useQuery(ownAccountQuery);
  return (
    <Page
      title={t('accounts.myAccount')}
      actions={
        <ButtonLink variant="default" to="/account/api">
          {t('accounts.apiAndWebhooks')}
        </ButtonLink>
      }
    >
      {account.isError ? (
        <Text c="red.9">{account.error instanceof Error && account.error.message ? account.error.message : t('common.couldNotLoad')}</Text>
      ) : account.data ? (
        <AccountOverview account={account.data} agentId={null} />
      ) : (
        <AccountSkeleton />
      )}
    </Page>
  );
}
