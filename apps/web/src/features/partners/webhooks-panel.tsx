import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, confirmDelete } from '../../ui/confirm';
import { type Column, DataTable } from '../../ui/data-table';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useDeleteWebhook, useUpdateWebhook, type WebhookRow, webhooksQuery } from './api';
import { DeliveriesDrawer } from './deliveries-drawer';
import { EndpointFormModal } from './endpoint-form-modal';
import { formatMoment } from './format';
import { Mono, Panel, StatusBadge } from './parts';
import { SecretModal } from './secret-modal';

/** The endpoint form open: a new endpoint (null) or the one edited. */
type Editing = { endpoint: WebhookRow | null } | null;

/** The agency's webhook endpoints: add (secret shown once), edit, rotate the secret, delete, and each one's deliveries (issue 34). */
export function WebhooksPanel({ agentId }: { agentId?: number }) {
  const { t } = useTranslation();
  const webhooks = useQuery(webhooksQuery(agentId));
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookRow | null>(null);

  const askRotate = (endpoint: WebhookRow) =>
    confirmAction({
      title: t('partners.webhooks.rotateTitle'),
      message: t('partners.webhooks.rotateText'),
      confirm: t('partners.webhooks.rotateConfirm'),
      danger: true,
      onConfirm: () =>
        update.mutate(
          { id: endpoint.id, body: { rotateSecret: true } },
          {
            onSuccess: (answer) => {
              if ('secret' in answer) setRotatedSecret(answer.secret);
            },
            onError: (e) => notifyError(e),
          },
        ),
    });
  const askDelete = (endpoint: WebhookRow) =>
    confirmDelete(() =>
      remove.mutate(endpoint.id, {
        onSuccess: () => notifySuccess(t('common.deleted')),
        onError: (e) => notifyError(e, 'common.couldNotDelete'),
      }),
    );

  const columns: Column<WebhookRow>[] = [
    { key: 'url', header: t('partners.webhooks.url'), render: (w) => <Mono>{w.url}</Mono>, width: 280 },
    {
      key: 'events',
      header: t('partners.webhooks.events'),
      render: (w) => (
        <Stack gap={2}>
          {w.events.map((event) => (
            <Text key={event} size="sm">
              {t(`partners.events.${event}`)}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'active',
      header: t('partners.webhooks.active'),
      render: (w) => (
        <Badge variant="outline" color={w.active ? 'teal' : 'gray'} c={w.active ? 'teal.9' : 'gray.8'} style={{ minWidth: 'max-content' }}>
          {w.active ? t('partners.webhooks.active') : t('partners.webhooks.inactive')}
        </Badge>
      ),
    },
    {
      key: 'last',
      header: t('partners.webhooks.lastDelivery'),
      render: (w) =>
        w.lastDelivery ? (
          <Stack gap={2} align="flex-start">
            <Group gap={6} wrap="nowrap">
              <StatusBadge status={w.lastDelivery.status} />
              {w.lastDelivery.responseCode !== null && (
                <Text span size="sm" ff="monospace">
                  {w.lastDelivery.responseCode}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatMoment(w.lastDelivery.at)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('partners.webhooks.noDelivery')}
          </Text>
        ),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (w) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={t('partners.webhooks.deliveriesLabel', { url: w.url })} onClick={() => setLogOf(w)}>
            {t('partners.webhooks.deliveries')}
          </Button>
          <Button size="compact-sm" variant="light" aria-label={t('partners.webhooks.editLabel', { url: w.url })} onClick={() => setEditing({ endpoint: w })}>
            {t('partners.webhooks.edit')}
          </Button>
          <Button size="compact-sm" variant="subtle" aria-label={t('partners.webhooks.rotateLabel', { url: w.url })} onClick={() => askRotate(w)}>
            {t('partners.webhooks.rotate')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            c="red.9"
            aria-label={t('partners.webhooks.deleteLabel', { url: w.url })}
            onClick={() => askDelete(w)}
          >
            {t('partners.webhooks.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Panel
      id="partners-webhooks"
      title={t('partners.webhooks.title')}
      hint={t('partners.webhooks.hint')}
      actions={<Button onClick={() => setEditing({ endpoint: null })}>{t('partners.webhooks.add')}</Button>}
    >
      {webhooks.isError ? (
        <Text c="red.9">{webhooks.error.message || t('common.couldNotLoad')}</Text>
      ) : (
        <DataTable
          columns={columns}
          rows={webhooks.data?.entities}
          rowKey={(w) => w.id}
          loading={webhooks.isPending}
          page={1}
          pagesCount={1}
          onPage={() => {}}
          caption={t('partners.webhooks.caption')}
          minWidth={1040}
          empty={t('partners.webhooks.empty')}
        />
      )}
      {editing && (
        <EndpointFormModal key={editing.endpoint?.id ?? 'new'} opened endpoint={editing.endpoint} agentId={agentId} onClose={() => setEditing(null)} />
      )}
      <SecretModal title={t('partners.webhooks.rotated')} secret={rotatedSecret} onClose={() => setRotatedSecret(null)} />
      <DeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />
    </Panel>
  );
}
