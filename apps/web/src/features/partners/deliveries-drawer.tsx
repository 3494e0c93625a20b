import { Button, Code, Drawer, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../ui/data-table';
import { notifyError, notifySuccess } from '../../ui/notify';
import { type Delivery, deliveriesQuery, useResend, type WebhookRow } from './api';
import { formatMoment } from './format';
import { StatusBadge } from './parts';

/** Newest first, whatever order the log comes in. */
const newestFirst = (deliveries: Delivery[]) => [...deliveries].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

/** An endpoint's delivery log in a drawer: each event, its tries, its state, Send again (issue 34). */
export function DeliveriesDrawer({ endpoint, onClose }: { endpoint: WebhookRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Drawer
      opened={endpoint !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={endpoint ? t('partners.webhooks.deliveriesLabel', { url: endpoint.url }) : ''}
      closeButtonProps={{ 'aria-label': t('partners.close') }}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      {endpoint && <DeliveryList endpointId={endpoint.id} />}
    </Drawer>
  );
}

function DeliveryList({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const deliveries = useQuery(deliveriesQuery(endpointId));
  if (deliveries.isError) return <Text c="red.9">{deliveries.error.message || t('common.couldNotLoad')}</Text>;
  if (!deliveries.data)
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  if (deliveries.data.entities.length === 0) return <Text c="dimmed">{t('partners.deliveries.empty')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('partners.deliveries.title')}>
      {newestFirst(deliveries.data.entities).map((delivery) => (
        <li key={delivery.id}>
          <DeliveryCard endpointId={endpointId} delivery={delivery} />
        </li>
      ))}
    </Stack>
  );
}

function DeliveryCard({ endpointId, delivery: d }: { endpointId: number; delivery: Delivery }) {
  const { t } = useTranslation();
  const resend = useResend();
  const [payloadShown, setPayloadShown] = useState(false);
  const payloadId = `delivery-${d.id}-payload`;
  const sendAgain = () =>
    resend.mutate(
      { id: endpointId, deliveryId: d.id },
      { onSuccess: () => notifySuccess(t('partners.deliveries.sent')), onError: (e) => notifyError(e, 'common.couldNotSave') },
    );
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={`${t(`partners.events.${d.event}`)} ${formatMoment(d.createdAt)}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={600}>{t(`partners.events.${d.event}`)}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {d.event} · {t('partners.deliveries.eventId')} {d.eventId}
            </Text>
          </div>
          <StatusBadge status={d.status} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            {t('partners.deliveries.created')}: {formatMoment(d.createdAt)}
          </Text>
          {d.nextAttemptAt && (
            <Text size="sm">
              {t('partners.deliveries.nextTry')}: {formatMoment(d.nextAttemptAt)}
            </Text>
          )}
        </Group>
        {d.attempts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('partners.deliveries.noTries')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={t('partners.deliveries.triesCaption', { id: d.id })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('partners.deliveries.time')}</Table.Th>
                  <Table.Th>{t('partners.deliveries.answer')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('partners.deliveries.duration')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.attempts.map((attempt, index) => (
                  // Tries are appended, never reordered: their place is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(attempt.at, true)}</Table.Td>
                    <Table.Td>
                      {/* The code says it all when there is one ('answered 500'); else the reason (a timeout, a refused connection). */}
                      {attempt.responseCode !== null ? (
                        <Text span size="sm" ff="monospace" fw={600} c={attempt.responseCode < 300 ? 'teal.9' : 'red.9'}>
                          {attempt.responseCode}
                        </Text>
                      ) : (
                        <Text span size="sm" c="red.9">
                          {attempt.error ?? '—'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{t('partners.deliveries.ms', { count: attempt.durationMs })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group gap="sm">
          <Button size="compact-sm" variant="light" loading={resend.isPending} onClick={sendAgain}>
            {t('partners.deliveries.sendAgain')}
          </Button>
          <Button size="compact-sm" variant="subtle" aria-expanded={payloadShown} aria-controls={payloadId} onClick={() => setPayloadShown((v) => !v)}>
            {payloadShown ? t('partners.deliveries.hidePayload') : t('partners.deliveries.showPayload')}
          </Button>
        </Group>
        {payloadShown && (
          <Code block id={payloadId} style={{ maxHeight: 360, overflow: 'auto' }}>
            {JSON.stringify(d.payload, null, 2)}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
