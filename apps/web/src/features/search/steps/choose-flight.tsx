import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FlightList } from '../flight-results';
import { Loading } from './choose-hotel';
import type { StepProps } from './step-props';

/** chooseFlight: the flights of the search, 5 before 'Show More', each with Select. */
export function ChooseFlightStep({ flight, moves }: StepProps) {
  const { t } = useTranslation();
  if (flight.answer.isLoading) return <Loading />;
  if (!flight.answer.data?.flights.length) return <Alert color="gray">{t('results.empty')}</Alert>;
  return <FlightList flights={flight.answer.data.flights} onSelect={moves.chooseFlight} />;
}
