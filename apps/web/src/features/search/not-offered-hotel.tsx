import { Box, Button, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { HotelNotOffered, NotOfferedReason, StaySuggestion } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { globalSettingsQuery } from '../../lib/reference';
import { reasonsShown, searchOnStay, stayDays } from './not-offered';
import type { SearchParams } from './results-search';
import { loadSearchTabs, openTabs, saveLastSearch, saveSearchTabs } from './search-state';

/** A list without bullets or indent: each entry one short line (the reasons, the hotels, the room types). */
export const PLAIN_LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * Runs the results page's search again on a suggested stay (issue 33), as the search form does when
 * the agent picks those dates and searches: the form's draft and the last search are saved, the
 * URL (and with it the summary bar and 'Modify Search') gets the new dates. `keep`: the wizard's
 * place to open on (the room step keeps its hotel); the hotel list by default.
 */
export function useSearchOnStay(params: SearchParams) {
  const navigate = useNavigate();
  const today = useAgencyToday();
  const modules = useQuery(globalSettingsQuery).data?.modules;
  return (stay: StaySuggestion, keep?: Partial<SearchParams>) => {
    const { state, search } = searchOnStay(params, stay, modules);
    saveLastSearch(state);
    saveSearchTabs(openTabs(state, loadSearchTabs(today), true));
    void navigate({ to: '/search', search: { ...search, ...keep } });
    window.scrollTo({ top: 0 });
  };
}

/** A hotel's or room type's first reasons, one short line each, and how many more there are. */
export function ReasonLines({ reasons, size = 'sm' }: { reasons: NotOfferedReason[]; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { shown, more } = reasonsShown(reasons);
  if (!shown.length) return null;
  return (
    <Box component="ul" style={PLAIN_LIST} data-testid="reasons">
      {shown.map((reason) => (
        <Text component="li" key={`${reason.code}:${reason.message}`} size={size} c="dimmed">
          {reason.message}
        </Text>
      ))}
      {more > 0 && (
        <Text component="li" size={size} c="dimmed" fs="italic">
          {t('results.notOffered.moreReasons', { count: more })}
        </Text>
      )}
    </Box>
  );
}

/** 'Available 11.03–14.03': the suggested stay, a button that searches on it. */
export function StayButton({ stay, hotelName, onStay }: { stay: StaySuggestion; hotelName: string; onStay: (stay: StaySuggestion) => void }) {
  const { t } = useTranslation();
  const days = stayDays(stay);
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => onStay(stay)}
      aria-label={t('results.notOffered.searchStay', { hotel: hotelName, dates: days })}
      data-testid="stay-suggestion"
    >
      {t('results.notOffered.availableOn', { dates: days })}
    </Button>
  );
}

/**
 * A hotel not offered for the searched stay and party: its name, stars and place, its first reasons
 * and, when a stay nearby works, the button that searches on it.
 */
export function NotOfferedHotel({
  hotel,
  onStay,
  headingOrder = 3,
  heading,
}: {
  hotel: HotelNotOffered;
  onStay: (stay: StaySuggestion) => void;
  headingOrder?: 2 | 3 | 4;
  /** The heading's text (the hotel's name by default). */
  heading?: string;
}) {
  // The button on the right on a wide screen; on a phone it follows the reasons.
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" data-testid="not-offered-hotel">
      <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Title order={headingOrder} fz="md" style={{ overflowWrap: 'anywhere' }}>
          {heading ?? hotel.name}
        </Title>
        {(hotel.stars > 0 || hotel.location) && (
          <Group gap="xs" wrap="wrap">
            {hotel.stars > 0 && <Rating value={hotel.stars} readOnly size="xs" role="img" aria-label={`${hotel.stars} stars`} />}
            {hotel.location && (
              <Text size="sm" c="dimmed">
                {hotel.location.name}
              </Text>
            )}
          </Group>
        )}
        <ReasonLines reasons={hotel.reasons} />
      </Stack>
      {hotel.suggestion && <StayButton stay={hotel.suggestion} hotelName={hotel.name} onStay={onStay} />}
    </Group>
  );
}
