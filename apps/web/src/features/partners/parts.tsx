import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A panel of the API page: its title (the landmark's name), a hint, actions at the right. */
export function Panel({ id, title, hint, actions, children }: { id: string; title: string; hint?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 280px' }}>
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {hint && (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';
const STATUS_COLORS: Record<DeliveryStatus, string> = { pending: 'orange', delivered: 'teal', failed: 'red' };
/** Orange 9 is too light on white (4.3:1): a darker orange, as the booking badges use. */
const textColor = (color: string) => (color === 'orange' ? '#c2410c' : `${color}.9`);

/** A delivery's state as a coloured badge. */
export function StatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  const color = STATUS_COLORS[status];
  return (
    <Badge color={color} c={textColor(color)} variant="outline" style={{ minWidth: 'max-content' }}>
      {t(`partners.statuses.${status}`)}
    </Badge>
  );
}

/** A monospace fragment: a URL wraps anywhere rather than widening its cell; a key's prefix (`nowrap`) stays whole. */
export const Mono = ({ children, dimmed, nowrap }: { children: ReactNode; dimmed?: boolean; nowrap?: boolean }) => (
  <Text span ff="monospace" size="sm" c={dimmed ? 'dimmed' : undefined} style={nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
    {children}
  </Text>
);
