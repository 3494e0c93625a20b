import { useTranslation } from 'react-i18next';
import { lookupOption } from '../../lib/lookup-option';
import { Select } from '../../ui/select';
import type { SearchState } from './search-state';

/** 'Lisbon (LIS)' of an airport option's 'Lisbon (LIS) Humberto Delgado': the short name the summary bar shows. */
export const shortAirportName = (label: string) => label.replace(/^(.*?\([A-Z0-9]{3,4}\)).*$/, '$1');

/** The calendar's month and year buttons, named for screen readers. */
export function useCalendarLabels() {
  const { t } = useTranslation();
  return { nextMonth: t('search.nextMonth'), previousMonth: t('search.previousMonth'), nextYear: t('search.nextYear'), previousYear: t('search.previousYear') };
}

/**
 * The search form's selects render their options only while open. Mantine keeps a Select's
 * closed dropdown mounted, hidden: the home page's form held about 1,100 hidden elements (249
 * nationalities, every airport twice), built again at every render of the form, and each hidden
 * dropdown kept floating-ui measuring its place at every layout of the page, all of it
 * main-thread time before the page answers (issue 17.4, Total Blocking Time). The dropdown opens
 * with its list as before; the list's id is named (aria-controls) only while it is open either way.
 */
export const OPTIONS_WHILE_OPEN = { keepMounted: false } as const;

/**
 * The origin (`end="from"`) or destination (`end="to"`) airport of a flight or package search:
 * a searchable select of `airports` (GET destinations/from-airports or to-airports) that keeps
 * the id and the short name in the search state.
 */
export function AirportSelect({
  end,
  label,
  airports,
  state,
  setState,
  error,
}: {
  end: 'from' | 'to';
  label: string;
  airports: { entities: { value: number | string; label: string; code?: string | null; aliases?: string[] }[] } | undefined;
  state: SearchState;
  setState: (state: SearchState) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = end === 'from' ? state.fromAirportId : state.toAirportId;
  return (
    <Select
      label={label}
      placeholder={t('search.airportPlaceholder')}
      searchable
      data={(airports?.entities ?? []).map((a) => lookupOption(a.value, a.label, a))}
      value={id ? String(id) : null}
      onChange={(value, option) => {
        const picked = { id: value ? Number(value) : null, name: option ? shortAirportName(option.label) : '' };
        setState(
          end === 'from'
            ? { ...state, fromAirportId: picked.id, fromAirportName: picked.name }
            : { ...state, toAirportId: picked.id, toAirportName: picked.name },
        );
      }}
      size="md"
      error={error}
      nothingFoundMessage={t('search.nothingFoundAirport')}
      comboboxProps={{ ...OPTIONS_WHILE_OPEN, width: 320, position: 'bottom-start' }}
    />
  );
}

/** The traveller's nationality (GET destinations/nationality), kept as its id in the search state. */
export function NationalitySelect({
  state,
  setState,
  nationalities,
  error,
}: {
  state: SearchState;
  setState: (state: SearchState) => void;
  nationalities: { value: string; label: string }[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('search.nationality')}
      searchable
      data={nationalities}
      value={state.nationalityId ? String(state.nationalityId) : null}
      onChange={(v) => setState({ ...state, nationalityId: v ? Number(v) : null })}
      size="md"
      error={error}
      comboboxProps={OPTIONS_WHILE_OPEN}
    />
  );
}
