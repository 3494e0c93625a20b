import { Badge, Button, Group, NumberInput, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ApiQuota, apiQuotaSchema } from '@travel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../ui/notify';
import { type ApiLimits, apiLimitsQuery, useSaveLimits } from './api';
import { Panel } from './parts';

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * The agency's calls per minute per key (GET api-keys/limits): its own quota or the site's
 * defaults. An administrator (`agentId` given) sets the agency's own quota or goes back to the defaults.
 */
export function QuotaPanel({ agentId }: { agentId?: number }) {
  const { t } = useTranslation();
  const limits = useQuery(apiLimitsQuery(agentId));
  return (
    <Panel id="partners-quota" title={t('partners.quota.title')} hint={t('partners.quota.hint')}>
      {limits.isError ? (
        <Text c="red.9">{limits.error.message || t('common.couldNotLoad')}</Text>
      ) : !limits.data ? (
        <Skeleton height={72} radius="md" />
      ) : (
        <Stack gap="md">
          <Effective limits={limits.data} />
          {agentId !== undefined && <QuotaForm key={JSON.stringify(limits.data.own)} limits={limits.data} agentId={agentId} />}
        </Stack>
      )}
    </Panel>
  );
}

function Effective({ limits }: { limits: ApiLimits }) {
  const { t } = useTranslation();
  const figure = (label: string, value: number) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {NUMBER.format(value)}
      </Text>
    </div>
  );
  return (
    <Group gap="xl" align="flex-end">
      {figure(t('partners.quota.searchesPerMinute'), limits.effective.searchesPerMinute)}
      {figure(t('partners.quota.bookingsPerMinute'), limits.effective.bookingsPerMinute)}
      <Badge variant="light" color={limits.own ? 'blue' : 'gray'} c={limits.own ? 'blue.9' : 'gray.8'} mb={6}>
        {limits.own ? t('partners.quota.own') : t('partners.quota.followsDefaults')}
      </Badge>
    </Group>
  );
}

/** Admin: the agency's own quota (Save), or back to the defaults (`own: null`). */
function QuotaForm({ limits, agentId }: { limits: ApiLimits; agentId: number }) {
  const { t } = useTranslation();
  const save = useSaveLimits();
  const form = useForm<ApiQuota>({ initialValues: limits.own ?? limits.defaults, validate: schemaResolver(apiQuotaSchema, { sync: true }) });
  const send = (own: ApiQuota | null) => save.mutate({ agentId, own }, { onSuccess: () => notifySuccess(t('common.saved')), onError: (e) => notifyError(e) });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => send(values))}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t('partners.quota.ownQuota')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={560}>
          <NumberInput
            label={t('partners.quota.searchesPerMinute')}
            min={1}
            max={100_000}
            allowDecimal={false}
            required
            {...form.getInputProps('searchesPerMinute')}
          />
          <NumberInput
            label={t('partners.quota.bookingsPerMinute')}
            min={1}
            max={10_000}
            allowDecimal={false}
            required
            {...form.getInputProps('bookingsPerMinute')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('partners.quota.defaultsAre', { searches: limits.defaults.searchesPerMinute, bookings: limits.defaults.bookingsPerMinute })}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending && save.variables?.own !== null}>
            {t('partners.quota.setOwn')}
          </Button>
          <Button variant="default" disabled={!limits.own} loading={save.isPending && save.variables?.own === null} onClick={() => send(null)}>
            {t('partners.quota.useDefaults')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
