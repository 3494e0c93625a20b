import type {
  FlightChoice,
  FlightFareOption,
  SearchOrder,
  FlightOption,
  FlightSearchAnswer,
  HotelNotOffered,
  RoomTypeNotOffered,
  Step,
  TransferOption,
  TourSearchAnswer,
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
import type { ChosenTour, TourPick } from '../tour-picks';
import type { UrlWizard } from '../wizard-url';

/*
 * The wizard is a shell (results-page.tsx) and parts: the core every step gets (the search, the
 * steps, the state in the URL, going back) and one part per product with its own data and moves,
 * made by its own hook (stay-part.ts for hotels and packages, flight-part.ts, add-ons-part.ts for
 * transfers and visas). A step's view names the parts it reads (steps/registry.ts) and is handed
 * those only (issue 28: no one props object for every product).
 */

/** Moves every step may make; each pushes a history entry (the browser's Back undoes it) unless `replace`. */
export type CoreMoves = {
  /** Back to an earlier step, clearing what it and the later steps chose (storefront spec §4.5). */
  backTo: (index: number, how?: { replace?: boolean }) => void;
};

/** The hotel list and the chosen hotel's rooms (hotel and package modes). */
export type StayMoves = {
  chooseHotel: (hotelId: number) => void;
  chooseRoom: (room: number, option: SearchOption) => void;
  setPage: (page: number) => void;
  /** The hotel list's order (GET search's `order`): from the first page again. */
  setOrder: (order: SearchOrder) => void;
};

export type FlightMoves = {
  /** A flight's Select (a visitor gets the guest modal instead, spec §6). */
  chooseFlight: (flight: FlightOption) => void;
  /** A fare chosen on a segment (counted from 0). */
  chooseFare: (segment: number, fareId: number) => void;
  /** The extras chosen so far changed (kept in session storage; no history entry). */
  setExtras: (extras: FlightExtrasChoices) => void;
  /** 'Next' on an extras step. */
  finishExtras: () => void;
};

export type AddOnMoves = {
  /** The Transfer step's choice: a car category with the arrival details, or none. */
  chooseTransfer: (pick: TransferPick) => void;
  /** The Visa step under way: the passengers' picks so far (kept in the URL, no history entry). */
  setVisaPicks: (picks: VisaPicks) => void;
  /** The Visa step done: a type for every passenger asking a visa ([] : none). */
  chooseVisas: (picks: VisaPicks) => void;
};

export type TourMoves = {
  /** The Excursions step done: the tours chosen, each on its day ([] : none). */
  chooseExcursions: (picks: TourPick[]) => void;
};

/** The hotels' part (hotel and package modes). */
export type StayStepData = {
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
  onModal: (modal: HotelModal) => void;
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

/** What the Excursions step and the summary get (issue 28): the stay's tours and the ones chosen. */
export type TourStepData = {
  tours: { data?: TourSearchAnswer; isLoading: boolean; error: Error | null; refetch: () => void };
  /** The chosen tours re-resolved from the answer; null until the step is done or while the answer loads ([] : none). */
  chosenTours: ChosenTour[] | null;
};

/** What a flight step gets: the search's flights, the chosen flight with its fares, the flight item once made. */
export type FlightStepData = {
  answer: { data?: FlightSearchAnswer; isLoading: boolean };
  /** The chosen flight with the fares of every segment (POST search/flight-details). */
  details: { data?: FlightDetailsView; isLoading: boolean };
  /** The chosen fare of each segment so far (null: not chosen yet). */
  fares: (FlightFareOption | null)[];
  /** The fares chosen as flight-extra and the booking take them; null until every segment has one. */
  choice: FlightChoice | null;
  item: FlightItemView | null;
};

/** Each part's data and the moves it adds. */
export type WizardParts = {
  stay: StayStepData & { moves: StayMoves };
  flight: FlightStepData & { moves: FlightMoves };
  addOns: AddOnStepData & { moves: AddOnMoves };
  tours: TourStepData & { moves: TourMoves };
};
export type PartName = keyof WizardParts;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The moves of the parts `N`. */
type MovesOf<N extends PartName> = UnionToIntersection<WizardParts[N]['moves']>;

/** What every step gets. */
export type StepCore = {
  params: SearchParams;
  search: SearchState;
  steps: Step[];
  step: Step;
  state: UrlWizard;
  /** Opens the search form above the results (or goes to the home page's when the search bar is off): what an empty result offers. */
  onModifySearch: () => void;
};

/**
 * What a step reading the parts `N` is handed: the core, those parts' data (without their moves),
 * and one `moves` with the core's and those parts' moves.
 */
export type StepProps<N extends PartName = never> = StepCore & { [K in N]: Omit<WizardParts[K], 'moves'> } & { moves: CoreMoves & MovesOf<N> };
