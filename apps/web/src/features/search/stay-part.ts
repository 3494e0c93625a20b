import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { chooseHotel, chooseRoom } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../ui/notify';
import { hotelAnswer, searchQuery } from './api';
import type { HotelModal } from './hotel-modals';
import type { WizardParts } from './steps/step-props';
import type { WizardCore } from './wizard-core';

/**
 * The hotels' part of the wizard (hotel and package modes): the page's hotel list, the chosen
 * hotel with every option of every room, the chosen options, and the moves that choose them.
 */
export function useStayPart(core: WizardCore, onModal: (modal: HotelModal) => void): WizardParts['stay'] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params, search, settings, signedIn, currency, wizard, steps, result, go, backTo } = core;
  // The room steps need every option of the chosen hotel; a results page carries the first ones.
  const hotelQuery = useQuery({
    ...searchQuery({ ...search, currency, page: undefined, hotelId: wizard.hotelId }),
    enabled: !!settings && signedIn && !!wizard.hotelId,
  });
  const hotelResult = hotelAnswer(hotelQuery.data);
  const hotel = hotelResult?.hotels.find((h) => h.id === wizard.hotelId);
  // Why the chosen hotel is not offered when it is not, and its room types that are not (issue 33).
  const notOffered = (!hotel && hotelResult?.notOffered?.find((h) => h.id === wizard.hotelId)) || null;
  const chosen = wizard.rooms.map((o, i) => (o && hotel?.rooms[i]?.options.find((x) => x.id === o.id)) || null);

  // A chosen hotel or option the fresh search no longer offers: choose it again (no dead end). A
  // hotel the answer says why it does not offer shows that on its first room step (issue 33).
  const firstRoomStep = steps.findIndex((s) => s.id === 'chooseRoom');
  const goneAt = (): number => {
    if (!hotelQuery.isSuccess) return -1;
    if (hotel) return wizard.rooms.findIndex((o, i) => !!o && !chosen[i]);
    if (notOffered) return wizard.step === firstRoomStep ? -1 : 0;
    return wizard.hotelId ? -2 : -1;
  };
  const gone = goneAt();
  useEffect(() => {
    if (gone === -1) return;
    notifyError(new Error(t('wizard.optionGone')), 'common.couldNotLoad');
    backTo(gone === -2 ? 0 : steps.findIndex((s) => s.id === 'chooseRoom' && s.room === gone), { replace: true });
  }, [gone, steps, t, backTo]);

  return {
    results: { data: hotelAnswer(result.data), isLoading: result.isLoading, query: core.searchParams },
    hotel: { data: hotel, isLoading: hotelQuery.isLoading, roomTypesNotOffered: hotelResult?.roomTypesNotOffered, notOffered },
    chosen,
    onModal,
    moves: {
      chooseHotel: (hotelId) => (signedIn ? go(chooseHotel(wizard, steps, hotelId)) : core.guestInfo()),
      chooseRoom: (room, option) => go(chooseRoom(wizard, steps, room, { id: option.id, hash: option.hash })),
      setPage: (page) => {
        void navigate({ to: '/search', search: { ...params, page: page > 1 ? page : undefined } });
        window.scrollTo({ top: 0 });
      },
      setOrder: (order) => void navigate({ to: '/search', search: { ...params, order: order === 'price' ? undefined : order, page: undefined } }),
    },
  };
}
