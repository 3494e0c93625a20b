import { Box, Stack, Text, Title } from '@mantine/core';
import type { RoomTypeNotOffered } from '@travel/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonsShown } from './not-offered';
import { PLAIN_LIST, ReasonLines } from './not-offered-hotel';

/** 'On request: …': why a room type is offered only on request (release, sold out), its first reasons in one line. */
export function OnRequestWhy({ entry }: { entry: RoomTypeNotOffered }) {
  const { t } = useTranslation();
  const { shown } = reasonsShown(entry.reasons);
  if (!shown.length) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="on-request-why">
      {t('results.notOffered.onRequest', { reasons: shown.map((r) => r.message).join('; ') })}
    </Text>
  );
}

/**
 * Under the room step's options, quietly (issue 33): the hotel's room types not offered for this
 * stay and this searched room, each with its first reasons as short lines (and those offered only
 * on request whose options are not listed, with why). Nothing when there are none.
 */
export function RoomTypesNotOffered({ roomTypes }: { roomTypes: RoomTypeNotOffered[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (!roomTypes.length) return null;
  return (
    <Box component="section" aria-labelledby={id} data-testid="room-types-not-offered">
      <Title order={3} fz="sm" fw={600} c="dimmed" id={id}>
        {t('results.notOffered.roomsTitle')}
      </Title>
      <Stack component="ul" gap="xs" mt="xs" style={PLAIN_LIST}>
        {roomTypes.map((entry) => (
          <Box component="li" key={`${entry.roomKey}:${entry.roomType.id}`} data-testid="room-type-not-offered">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {entry.roomType.title}
            </Text>
            {entry.onRequest ? <OnRequestWhy entry={entry} /> : <ReasonLines reasons={entry.reasons} size="xs" />}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
