import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { PartnersPanels } from './partners-panels';

/** /account/api: the agent's own API keys, quota, webhooks and usage (issue 34). */
export function PartnersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('partners.title')} crumbs={[{ label: t('nav.account'), link: { to: '/account' } }, { label: t('partners.title') }]}>
      <Text size="sm" c="dimmed">
        {t('partners.intro')}
      </Text>
      <PartnersPanels />
    </Page>
  );
}
