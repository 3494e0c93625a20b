import { Alert, Box, Button, Collapse, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotelAnswer, type SearchQueryParams, searchQuery } from './api';
import { NotOfferedHotel, PLAIN_LIST, useSearchOnStay } from './not-offered-hotel';
import type { SearchParams } from './results-search';

/**
 * The same search explained (issue 33, `explain=1`): the answer adds every hotel of the destination
 * not offered, with its reasons and a suggested stay. Those do not depend on the page of hotels, so
 * every page of one search shares one answer. (Here, not in ./api.ts: that module is part of the
 * landing page's JavaScript.)
 */
export const explainedSearchQuery = ({ page: _page, ...params }: SearchQueryParams) => searchQuery({ ...params, explain: '1' });

/** The fold's chevron: right when closed, down when open. */
const Chevron = ({ open }: { open: boolean }) => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    style={{ flex: 'none', transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
  >
    <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Below the hotel list (issue 33): 'N hotels not available for your dates', folded. Opening it asks
 * the same search explained (`explain=1`, one answer per search, whatever its page) and lists each
 * hotel with its first reasons and, when a stay nearby works, a button that searches on it. Nothing
 * is asked while it stays folded.
 */
export function NotOfferedFold({ count, query, params }: { count: number; query: SearchQueryParams; params: SearchParams }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const explained = useQuery({ ...explainedSearchQuery(query), enabled: open });
  const onStay = useSearchOnStay(params);
  const id = useId();
  const hotels = hotelAnswer(explained.data)?.notOffered ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={`${id}-title`} data-testid="not-offered">
      <Title order={2} fz="sm" fw={600} id={`${id}-title`}>
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={`${id}-list`}
          w="100%"
          data-testid="not-offered-toggle"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="xs" wrap="nowrap" c="dimmed">
            <Chevron open={open} />
            <span>{t('results.notOffered.fold', { count })}</span>
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={open} id={`${id}-list`}>
        <Box pt="sm">
          {explained.isLoading ? (
            <Stack gap="xs" aria-busy="true">
              {[0, 1].map((i) => (
                <Skeleton key={i} height={48} radius="sm" />
              ))}
            </Stack>
          ) : explained.error ? (
            <Alert color="red" variant="light">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">{t('common.couldNotLoad')}</Text>
                <Button size="compact-sm" variant="light" onClick={() => void explained.refetch()}>
                  {t('results.tryAgain')}
                </Button>
              </Group>
            </Alert>
          ) : hotels.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('results.notOffered.none')}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" style={PLAIN_LIST}>
              {hotels.map((hotel, i) => (
                <Box
                  component="li"
                  key={hotel.id}
                  pt={i > 0 ? 'sm' : 0}
                  style={i > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                >
                  <NotOfferedHotel hotel={hotel} onStay={onStay} />
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
