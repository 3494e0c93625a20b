import { Stack } from '@mantine/core';
import { ApiKeysPanel } from './api-keys-panel';
import { QuotaPanel } from './quota-panel';
import { UsagePanel } from './usage-panel';
import { WebhooksPanel } from './webhooks-panel';

/**
 * Everything an agency sets up to call the API (issue 34): its keys and their quota, its webhook
 * endpoints, and its usage. `agentId`: the agency an administrator manages; an agent's own without it.
 */
export function PartnersPanels({ agentId }: { agentId?: number }) {
  return (
    <Stack gap="md">
      <ApiKeysPanel agentId={agentId} />
      <QuotaPanel agentId={agentId} />
      <WebhooksPanel agentId={agentId} />
      <UsagePanel agentId={agentId} />
    </Stack>
  );
}
