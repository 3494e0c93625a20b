import { Button, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The filter bar above a back-office list (style.md §6): its fields, then Search and Reset.
 * The caller decides what a search and a reset do (both start again at page 1).
 */
export function SearchBar({ onSearch, onReset, children }: { onSearch: () => void; onReset: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          {children}
          <Group gap="sm" wrap="nowrap">
            <Button type="submit">{t('common.search')}</Button>
            <Button variant="default" onClick={onReset}>
              {t('common.reset')}
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}
