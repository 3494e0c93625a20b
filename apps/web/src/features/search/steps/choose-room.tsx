import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RoomOptions } from '../hotel-results';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

/** chooseRoom N: the options of the Nth searched room in the chosen hotel. */
export function ChooseRoomStep({ step, hotel, search, moves, onModal }: StepProps) {
  const { t } = useTranslation();
  const room = step.room ?? 0;
  if (hotel.isLoading) return <Loading />;
  if (!hotel.data) return <Alert color="red">{t('common.couldNotLoad')}</Alert>;
  return (
    <RoomOptions
      key={room}
      hotel={hotel.data}
      roomIndex={room}
      startDate={search.startDate ?? ''}
      onChoose={(option) => moves.chooseRoom(room, option)}
      onModal={onModal}
    />
  );
}
