import type {
  FlightChoice,
  SearchOrder,
  FlightOption,
  FlightSearchAnswer,
  HotelNotOffered,
  RoomTypeNotOffered,
  Step,
  TransferOption,
  TransferSearchAnswer,
  VisaChoice,
  VisaSearchAnswer,
} from '@travel/contracts';
import type { TransferPick, VisaPicks } from '../add-ons';
import type { FlightDetailsView, SearchHotel, SearchOption, SearchQueryParams, SearchResult } from '../api';
import type { FlightExtrasChoices, FlightItemView } from '../flight-wizard';
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
  /** The hotel list's order (GET search's `order`): from the first page again. */
  setOrder: (order: SearchOrder) => void;
  /** A flight's Select (a visitor gets the guest modal instead, spec §6). */
  chooseFlight: (flight: FlightOption) => void;
  /** A fare chosen on a segment (counted from 0). */
  chooseFare: (segment: number, fareId: number) => void;
  /** The extras chosen so far changed (kept in session storage; no history entry). */
  setExtras: (extras: FlightExtrasChoices) => void;
  /** 'Next' on an extras step. */
  finishExtras: () => void;
  /** The Transfer step's choice: a car category with the arrival details, or none. */
  chooseTransfer: (pick: TransferPick) => void;
  /** The Visa step under way: the passengers' picks so far (kept in the URL, no history entry). */
  setVisaPicks: (picks: VisaPicks) => void;
  /** The Visa step done: a type for every passenger asking a visa ([] : none). */
  chooseVisas: (picks: VisaPicks) => void;
};

/** What the Transfer and Visa steps and the summary get: the answers and the choices re-resolved from them. */
export type AddOnStepData = {
  transfers: { data?: TransferSearchAnswer; isLoading: boolean; error: Error | null; refetch: () => void };
  visas: { data?: VisaSearchAnswer; isLoading: boolean; error: Error | null; refetch: () => void };
  /** The chosen transfer option (null: none chosen, going without, or no longer offered). */
  transfer: TransferOption | null;
  /** Each visa passenger's choice; null until the Visa step is done ([] : without visas). */
  visaChoices: VisaChoice[] | null;
};

/** What a flight step gets: the search's flights, the chosen flight with its fares, the flight item once made. */
export type FlightStepData = {
  answer: { data?: FlightSearchAnswer; isLoading: boolean };
  /** The chosen flight with the fares of every segment (POST search/flight-details). */
  details: { data?: FlightDetailsView; isLoading: boolean };
  /** The fares chosen as flight-extra and the booking take them; null until every segment has one. */
  choice: FlightChoice | null;
  item: FlightItemView | null;
};

/** What the results page hands the step it renders. */
export type StepProps = {
  params: SearchParams;
  search: SearchState;
  steps: Step[];
  step: Step;
  state: UrlWizard;
  /** The hotel list of the search (chooseHotel) and what GET search was asked for it (the same search explained asks it again, issue 33). */
  results: { data?: SearchResult; isLoading: boolean; query: SearchQueryParams };
  /**
   * The chosen hotel with every option of every room, fresh from GET search?hotelId; with why its
   * other room types are not offered or only on request (issue 33), and why the hotel itself is not
   * offered when it is not (`notOffered`, then no `data`).
   */
  hotel: { data?: SearchHotel; isLoading: boolean; roomTypesNotOffered?: RoomTypeNotOffered[]; notOffered?: HotelNotOffered | null };
  /** The chosen options re-resolved from `hotel` by their ids (null while loading or not chosen). */
  chosen: (SearchOption | null)[];
  /** Flight mode's data (the flight steps). */
  flight: FlightStepData;
  /** The transfer and visa add-ons (their steps and the summary). */
  addOns: AddOnStepData;
  moves: WizardMoves;
  onModal: (modal: HotelModal) => void;
  /** Opens the search form above the results (or goes to the home page's when the search bar is off): what an empty result offers. */
  onModifySearch: () => void;
};
