import { Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './document-title';
import { AnchorLink } from './links';

/** A breadcrumb: its label, and where it leads unless it is the current page. */
export type Crumb = { label: string; link?: ToOptions };

/** Page frame of the account area and back office: breadcrumbs, title, actions at the right. */
export function Page({ title, crumbs, actions, children }: { title: string; crumbs?: Crumb[]; actions?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      {crumbs && crumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs>
            {crumbs.map((crumb) =>
              crumb.link ? (
                <AnchorLink key={crumb.label} {...crumb.link} size="sm">
                  {crumb.label}
                </AnchorLink>
              ) : (
                <span key={crumb.label} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
                  {crumb.label}
                </span>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
