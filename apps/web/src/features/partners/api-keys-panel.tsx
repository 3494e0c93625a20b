import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../ui/confirm';
import { type Column, DataTable } from '../../ui/data-table';
import { notifyError, notifySuccess } from '../../ui/notify';
import { type ApiKeyRow, apiKeysQuery, useRevokeKey } from './api';
import { CreateKeyModal } from './create-key-modal';
import { formatMoment } from './format';
import { Mono, Panel } from './parts';

/** Text of a revoked key's cell: greyed, the key stays listed for its history. */
const Cell = ({ row, children }: { row: ApiKeyRow; children: React.ReactNode }) => (
  <Text size="sm" c={row.revokedAt ? 'dimmed' : undefined}>
    {children}
  </Text>
);

/** The agency's API keys: create (secret shown once), list, revoke after a confirmation (issue 34). */
export function ApiKeysPanel({ agentId }: { agentId?: number }) {
  const { t } = useTranslation();
  const keys = useQuery(apiKeysQuery(agentId));
  const revoke = useRevokeKey();
  const [creating, setCreating] = useState(false);

  const askRevoke = (key: ApiKeyRow) =>
    confirmAction({
      title: t('partners.keys.revokeTitle'),
      message: t('partners.keys.revokeText', { name: key.name }),
      confirm: t('partners.keys.revokeConfirm'),
      danger: true,
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => notifySuccess(t('partners.keys.revokedToast')),
          onError: (e) => notifyError(e),
        }),
    });

  const columns: Column<ApiKeyRow>[] = [
    {
      key: 'name',
      header: t('partners.keys.name'),
      render: (k) => (
        <Group gap={6} wrap="nowrap">
          <Cell row={k}>{k.name}</Cell>
          {k.revokedAt && (
            <Badge size="sm" variant="outline" color="gray" c="gray.8" style={{ flexShrink: 0 }}>
              {t('partners.keys.revoked')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'prefix',
      header: t('partners.keys.prefix'),
      render: (k) => (
        <Mono dimmed={!!k.revokedAt} nowrap>
          {k.prefix}
        </Mono>
      ),
    },
    {
      key: 'scopes',
      header: t('partners.keys.scopes'),
      render: (k) => (
        <Group gap={4} wrap="nowrap">
          {k.scopes.map((scope) => (
            <Badge key={scope} variant="light" color={k.revokedAt ? 'gray' : undefined} style={{ flexShrink: 0 }}>
              {t(`partners.scopes.${scope}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    { key: 'created', header: t('partners.keys.createdAt'), render: (k) => <Cell row={k}>{formatMoment(k.createdAt)}</Cell> },
    { key: 'lastUsed', header: t('partners.keys.lastUsed'), render: (k) => <Cell row={k}>{formatMoment(k.lastUsedAt) || t('partners.never')}</Cell> },
    {
      key: 'revoked',
      header: t('partners.keys.revoked'),
      render: (k) => <Cell row={k}>{k.revokedAt ? formatMoment(k.revokedAt) : t('partners.none')}</Cell>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (k) =>
        k.revokedAt ? null : (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            c="red.9"
            aria-label={t('partners.keys.revokeLabel', { name: k.name })}
            onClick={() => askRevoke(k)}
          >
            {t('partners.keys.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Panel
      id="partners-keys"
      title={t('partners.keys.title')}
      hint={t('partners.keys.hint')}
      actions={<Button onClick={() => setCreating(true)}>{t('partners.keys.create')}</Button>}
    >
      {keys.isError ? (
        <Text c="red.9">{keys.error.message || t('common.couldNotLoad')}</Text>
      ) : (
        <DataTable
          columns={columns}
          rows={keys.data?.entities}
          rowKey={(k) => k.id}
          loading={keys.isPending}
          page={1}
          pagesCount={1}
          onPage={() => {}}
          caption={t('partners.keys.caption')}
          minWidth={860}
          empty={t('partners.keys.empty')}
        />
      )}
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} agentId={agentId} />
    </Panel>
  );
}
