import type { Step } from '@travel/contracts';
import type { SearchHotel, SearchOption, SearchResult } from '../api';
import type { HotelModal } from '../hotel-modals';
import type { SearchParams } from '../results-search';
import type { SearchState } from '../search-state';
import type { UrlWizard } from '../wizard-url';

/** Moves of the wizard; each pushes a history entry (the browser's Back undoes it) unless `replace`. */
export type WizardMoves = {
  chooseHotel: (hotelId: number) => void;
  chooseRoom: (room: number, option: SearchOption) => void;
  /** Back to an earlier step, clearing what it and the later steps chose (storefront spec §4.5). */
  backTo: (index: number, how?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
};

/** What the results page hands the step it renders. */
export type StepProps = {
  params: SearchParams;
  search: SearchState;
  steps: Step[];
  step: Step;
  state: UrlWizard;
  /** The hotel list of the search (chooseHotel). */
  results: { data?: SearchResult; isLoading: boolean };
  /** The chosen hotel with every option of every room, fresh from GET search?hotelId. */
  hotel: { data?: SearchHotel; isLoading: boolean };
  /** The chosen options re-resolved from `hotel` by their ids (null while loading or not chosen). */
  chosen: (SearchOption | null)[];
  moves: WizardMoves;
  onModal: (modal: HotelModal) => void;
};
