import { Badge, Button, Card, Group, Image, Rating, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { OPTIONS_BEFORE_SHOW_MORE, type RoomTypeNotOffered, roomTypeTitle } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred, useStandIn } from '../../ui/deferred';
import type { SearchHotel, SearchOption } from './api';
import { formatDate, formatMoney, perNightOf } from './format';
import { cheapestOptions, freeCancellationOf, placeLine } from './hotel-facts';
import type { HotelModal } from './hotel-modals';
import { OnRequestWhy } from './not-offered-rooms';
import { packageFromOf } from './package-wizard';

const priceText = (price: string, currency: string, onRequest: boolean, t: (k: string) => string) =>
  onRequest ? t('results.onRequest') : formatMoney(price, currency);

/**
 * A hotel card of the chooseHotel step: photo (full width on a phone), stars, area, what agents
 * decide by (each room's cheapest option with its meal, free cancellation and until when), the
 * total for the stay and per night (package mode: the package price), and Select.
 * `first`: the top card, whose photo is the page's largest paint on a phone: it is fetched first;
 * the photos of the other cards (a page has up to 20) only as they come near the screen.
 */
export function HotelCard({
  hotel,
  travellers,
  nights,
  onSelect,
  onModal,
  first = false,
}: {
  hotel: SearchHotel;
  travellers?: number;
  nights: number;
  onSelect: () => void;
  onModal: (m: HotelModal) => void;
  first?: boolean;
}) {
  const { t } = useTranslation();
  // Package mode (domain-rules §5.4): the hotel's cheapest option + the cheapest flight for the whole party, labelled so.
  const pkg = packageFromOf(hotel);
  const cheapest = cheapestOptions(hotel);
  const freeUntil = freeCancellationOf(cheapest);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="hotel-card">
      <Group align="stretch" wrap="wrap" gap="md">
        <UnstyledButton
          onClick={() => onModal({ kind: 'gallery', hotelId: hotel.id })}
          aria-label={`${t('results.gallery')}: ${hotel.name}`}
          w={{ base: '100%', sm: 220 }}
        >
          <Image
            src={hotel.mainImage}
            alt={hotel.name}
            w="100%"
            h={{ base: 180, sm: 150 }}
            radius="sm"
            fit="cover"
            fallbackSrc="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs="
            {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
          />
        </UnstyledButton>
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Title order={3} fz="lg">
            {hotel.name}
          </Title>
          <Rating value={hotel.stars} readOnly size="sm" role="img" aria-label={hotel.hotelCategory?.title ?? `${hotel.stars} stars`} />
          <Text size="sm" c="dimmed">
            {placeLine(hotel.address, hotel.location?.name)}
          </Text>
          {cheapest.map((option, i) => (
            <Text key={option.hash} size="sm" data-testid="cheapest-option">
              {cheapest.length > 1 && `${t('search.roomN', { n: i + 1 })}: `}
              <Text span fw={600} size="sm">
                {option.roomType.title}
              </Text>
              {' · '}
              {option.mealType.title}
            </Text>
          ))}
          {freeUntil && (
            <Badge color="teal.9" variant="outline" tt="none" size="md" style={{ alignSelf: 'flex-start' }}>
              {t('results.freeCancellationUntil', { date: formatDate(freeUntil) })}
            </Badge>
          )}
          <Group gap="xs" mt="auto">
            <Button size="compact-sm" variant="subtle" onClick={() => onModal({ kind: 'details', hotelId: hotel.id })}>
              {t('results.hotelDetails')}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => onModal({ kind: 'map', hotelId: hotel.id })}>
              {t('results.viewOnMap')}
            </Button>
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end" justify="center" miw={160} w={{ base: '100%', sm: 'auto' }}>
          {pkg ? (
            <>
              <Text size="xs" c="dimmed" ta="right" maw={180}>
                {t('results.packageFrom', { count: travellers ?? 1 })}
              </Text>
              <Text fw={700} fz="xl" data-testid="package-from">
                {priceText(pkg.price, pkg.currency, pkg.priceOnRequest, t)}
              </Text>
            </>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                {t('results.totalForNights', { count: nights })}
              </Text>
              <Text fw={700} fz="xl" data-testid="stay-total">
                {priceText(hotel.price, hotel.currency, hotel.priceOnRequest, t)}
              </Text>
              {!hotel.priceOnRequest && (
                <Text size="sm" c="dimmed" data-testid="per-night">
                  {t('results.perNight', { price: formatMoney(perNightOf(hotel.price, nights), hotel.currency) })}
                </Text>
              )}
            </>
          )}
          <Button onClick={onSelect} aria-label={`${t('results.select')} ${hotel.name}`}>
            {t('results.select')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

/** The price details' popover (Mantine's, floating-ui) loads on the first sign of use (ui/deferred.tsx, issue 17.4). */
const priceDetails = deferred(() => import('./price-details'));

/** 'Price details': every night; agents see selling figures, admins also net, markup and rate (./price-details.tsx). */
function PriceDetails({ option, startDate }: { option: SearchOption; startDate: string }) {
  const { t } = useTranslation();
  const { ready, props, carried } = useStandIn<typeof import('./price-details'), HTMLButtonElement>(priceDetails);
  if (ready) {
    const Loaded = ready.default;
    return <Loaded option={option} startDate={startDate} carried={carried()} />;
  }
  return (
    <Button size="compact-xs" variant="subtle" {...props} aria-haspopup="dialog" aria-expanded={false}>
      {t('results.priceDetails')}
    </Button>
  );
}

/**
 * The options of one searched room: 3 before 'Show More' (storefront spec §9). Each card names the
 * room type (with its taxonomy entry when the name does not say it), its category, its facilities
 * in one dimmed line, the meal, offers and availability (issue 29: compact, agents read many). An
 * option on request says why (`onRequestWhy`, by room type id; issue 33).
 */
export function RoomOptions({
  hotel,
  roomIndex,
  startDate,
  onChoose,
  onModal,
  onRequestWhy,
}: {
  hotel: SearchHotel;
  roomIndex: number;
  startDate: string;
  onChoose: (o: SearchOption) => void;
  onModal: (m: HotelModal) => void;
  onRequestWhy?: Map<number, RoomTypeNotOffered>;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const room = hotel.rooms[roomIndex]!;
  const shown = all ? room.options : room.options.slice(0, OPTIONS_BEFORE_SHOW_MORE);
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('results.roomFor', {
          n: roomIndex + 1,
          people: [
            t('search.adultsCount', { count: room.adults }),
            room.childrenAges.length ? t('search.childrenCount', { count: room.childrenAges.length }) : '',
          ]
            .filter(Boolean)
            .join(', '),
        })}
      </Title>
      {shown.map((option) => (
        <Card key={option.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600}>{roomTypeTitle(option.roomType.title, option.roomTypeTaxonomy)}</Text>
                {option.roomCategory && (
                  <Badge variant="outline" color="gray.7" tt="none" size="sm" data-testid="room-category">
                    {option.roomCategory.title}
                  </Badge>
                )}
              </Group>
              {option.accommodations.length > 0 && (
                <Text size="xs" c="dimmed" data-testid="accommodations">
                  <VisuallyHidden>{t('results.accommodations')}: </VisuallyHidden>
                  {option.accommodations.map((a) => a.title).join(' · ')}
                </Text>
              )}
              <Group gap="xs">
                <Badge variant="light">{option.mealType.title}</Badge>
                {option.offers.map((o) => (
                  <Badge key={o.id} color="teal" variant="light">
                    {o.name}
                  </Badge>
                ))}
                {option.availability === 'onrequest' && <Badge color="orange">{t('results.onRequest')}</Badge>}
                {option.hasRequiredTransfer && (
                  <Badge color="grape" variant="light" tt="none">
                    {t('results.transferRequired')}
                  </Badge>
                )}
              </Group>
              {option.availability === 'onrequest' && onRequestWhy?.get(option.roomType.id) && <OnRequestWhy entry={onRequestWhy.get(option.roomType.id)!} />}
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onModal({ kind: 'cancellation', hash: option.hash })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('results.cancellationPolicy')}
              </Button>
            </Stack>
            <Group gap="sm">
              <Stack gap={0} align="flex-end">
                <Text fw={700} fz="lg">
                  {priceText(option.price, option.currency, option.availability === 'onrequest', t)}
                </Text>
                <PriceDetails option={option} startDate={startDate} />
              </Stack>
              <Button onClick={() => onChoose(option)} aria-label={`${t('results.select')} ${option.roomType.title} ${option.mealType.title}`}>
                {t('results.select')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {!all && room.options.length > OPTIONS_BEFORE_SHOW_MORE && (
        <Button variant="light" onClick={() => setAll(true)} style={{ alignSelf: 'center' }}>
          {t('results.showMore')}
        </Button>
      )}
    </Stack>
  );
}
