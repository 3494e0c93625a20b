import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { chooseHotel, startWizard } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { RoomOptions } from '../hotel-results';
import { roomTypesOf } from '../not-offered';
import { NotOfferedHotel, useSearchOnStay } from '../not-offered-hotel';
import { RoomTypesNotOffered } from '../not-offered-rooms';
import { wizardParams } from '../wizard-url';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

/**
 * chooseRoom N: the options of the Nth searched room in the chosen hotel, and under them, quietly,
 * the hotel's room types not offered for this stay with why (issue 33); a room type offered only on
 * request says why beside its options. A hotel not offered at all shows why, and the stay nearby
 * that works, instead of an empty step.
 */
export function ChooseRoomStep({ params, steps, step, state, stay: { hotel, onModal }, search, moves, onModifySearch }: StepProps<'stay'>) {
  const { t } = useTranslation();
  const searchOnStay = useSearchOnStay(params);
  const room = step.room ?? 0;
  if (hotel.isLoading) return <Loading />;
  if (!hotel.data && hotel.notOffered) {
    const notOffered = hotel.notOffered;
    // The suggested stay opens this hotel's rooms again, on the new dates.
    const keep = wizardParams(chooseHotel(startWizard(state.rooms.length), steps, notOffered.id), steps);
    return (
      <Stack gap="sm">
        <Paper withBorder radius="md" p="md" data-testid="hotel-not-offered">
          <NotOfferedHotel
            hotel={notOffered}
            headingOrder={2}
            heading={t('results.notOffered.hotelTitle', { hotel: notOffered.name })}
            onStay={(stay) => searchOnStay(stay, keep)}
          />
        </Paper>
        <Stack gap="xs" align="flex-start">
          {!notOffered.suggestion && (
            <Text size="sm" c="dimmed">
              {t('results.notOffered.noStayNearby')}
            </Text>
          )}
          <Button variant="light" onClick={onModifySearch}>
            {t('results.changeSearch')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (!hotel.data) return <Alert color="red">{t('common.couldNotLoad')}</Alert>;
  const searched = hotel.data.rooms[room];
  const explained = roomTypesOf(hotel.roomTypesNotOffered, searched?.roomKey ?? `room${room + 1}`, searched?.options ?? []);
  return (
    <Stack gap="lg">
      <RoomOptions
        key={room}
        hotel={hotel.data}
        roomIndex={room}
        startDate={search.startDate ?? ''}
        onChoose={(option) => moves.chooseRoom(room, option)}
        onModal={onModal}
        onRequestWhy={explained.beside}
      />
      <RoomTypesNotOffered roomTypes={explained.listed} />
    </Stack>
  );
}
