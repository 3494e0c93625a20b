// @vitest-environment happy-dom
import { createTheme, MantineProvider, MultiSelect, Select } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type LookupOption, lookupOption } from '../lib/lookup-option';
import { LOOKUP_SELECT_DEFAULTS, lookupFilter } from './lookup';

/* Lookups find what agents type (issue 32): the filter every select uses, and Enter's pick. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const airports: LookupOption[] = [
  lookupOption(1, 'Helsinki (HEL) Helsinki Airport', { code: 'HEL' }),
  lookupOption(2, 'Lisala (LIQ) Lisala Airport', { code: 'LIQ' }),
  lookupOption(3, 'Lisbon (LIS) Lisbon Humberto Delgado Airport', { code: 'LIS', aliases: ['Lisboa'] }),
  lookupOption(4, 'Paris (CDG) Paris Charles de Gaulle Airport', { code: 'CDG' }),
];
const countries: LookupOption[] = [
  lookupOption(10, "Côte d'Ivoire", { aliases: ['Ivory Coast'] }),
  lookupOption(11, 'France'),
  lookupOption(12, 'Türkiye', { aliases: ['Turkey'] }),
  lookupOption(13, 'Turkmenistan'),
  lookupOption(14, 'Turks and Caicos Islands'),
];
const labels = (search: string, options: Parameters<typeof lookupFilter>[0]['options'], limit = Infinity) =>
  lookupFilter({ options, search, limit }).map((o) => ('group' in o ? `${o.group}: ${o.items.map((i) => i.label).join(' | ')}` : o.label));

describe('lookupFilter', () => {
  it("puts the airport whose code is typed first: 'lis' is Lisbon's", () => {
    expect(labels('lis', airports)).toEqual(['Lisbon (LIS) Lisbon Humberto Delgado Airport', 'Lisala (LIQ) Lisala Airport']);
    expect(labels('LIS', airports)[0]).toBe('Lisbon (LIS) Lisbon Humberto Delgado Airport');
    expect(labels('lisboa', airports)).toEqual(['Lisbon (LIS) Lisbon Humberto Delgado Airport']);
    expect(labels('charles', airports)).toEqual(['Paris (CDG) Paris Charles de Gaulle Airport']);
  });

  it("finds countries whatever the case and accents, and by their other names: 'turk', 'Turkey', 'Türkiye', 'cote'", () => {
    expect(labels('turk', countries)).toEqual(['Türkiye', 'Turkmenistan', 'Turks and Caicos Islands']);
    expect(labels('Turkey', countries)).toEqual(['Türkiye']);
    expect(labels('Türkiye', countries)).toEqual(['Türkiye']);
    expect(labels('cote', countries)).toEqual(["Côte d'Ivoire"]);
    expect(labels('ivory', countries)).toEqual(["Côte d'Ivoire"]);
    expect(labels('rance', countries)).toEqual([]);
  });

  it('keeps every option, in order, for an empty search, and at most `limit`', () => {
    expect(labels('', countries)).toEqual(countries.map((c) => c.label));
    expect(labels('turk', countries, 2)).toEqual(['Türkiye', 'Turkmenistan']);
  });

  it('ranks within groups and puts the group with the best match first', () => {
    const places = [
      { group: 'Cities', items: [lookupOption(20, 'Lisbon', { aliases: ['Lisboa'] }), lookupOption(21, 'Paris')] },
      {
        group: 'Airports',
        items: [
          lookupOption(3, 'LIS - Lisbon Humberto Delgado Airport', { code: 'LIS' }),
          lookupOption(4, 'CDG - Paris Charles de Gaulle Airport', { code: 'CDG' }),
        ],
      },
    ];
    expect(labels('lis', places)).toEqual(['Airports: LIS - Lisbon Humberto Delgado Airport', 'Cities: Lisbon']);
    expect(labels('paris', places)).toEqual(['Cities: Paris', 'Airports: CDG - Paris Charles de Gaulle Airport']);
    expect(labels('nowhere', places)).toEqual([]);
  });
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

/** The app's theme defaults (main.tsx): every Select and MultiSelect filters with the lookup and picks on Enter. */
const theme = createTheme({
  components: { Select: { defaultProps: LOOKUP_SELECT_DEFAULTS }, MultiSelect: { defaultProps: LOOKUP_SELECT_DEFAULTS } },
});

function mount(node: (record: (value: unknown) => void) => React.ReactNode) {
  const seen: unknown[] = [];
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <MantineProvider theme={theme} env="test">
        {node((value) => seen.push(value))}
      </MantineProvider>,
    ),
  );
  const input = container.querySelector('input:not([type="hidden"])') as HTMLInputElement;
  return { input, seen };
}

function OwnedSelect({ data, initial = null, record }: { data: LookupOption[]; initial?: string | null; record: (value: unknown) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Select
      label="From"
      searchable
      data={data}
      value={value}
      onChange={(next) => {
        record(next);
        setValue(next);
      }}
    />
  );
}

/** What a browser does when a person types: the input's value changes, then an input event. */
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (input: HTMLInputElement, key: 'Enter' | 'ArrowDown') =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key, code: key, bubbles: true, cancelable: true }));
  });
const shown = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);

describe('a searchable select with the lookup defaults', () => {
  it("lists the best match first and picks it on Enter: 'lis' + Enter is Lisbon's airport", () => {
    const { input, seen } = mount((record) => <OwnedSelect data={airports} record={record} />);
    type(input, 'lis');
    expect(shown()).toEqual(['Lisbon (LIS) Lisbon Humberto Delgado Airport', 'Lisala (LIQ) Lisala Airport']);
    press(input, 'Enter');
    expect(seen).toEqual(['3']);
    expect(input.value).toBe('Lisbon (LIS) Lisbon Humberto Delgado Airport');
  });

  it("finds Türkiye by 'Turkey' and Côte d'Ivoire by 'cote', and Enter picks them", () => {
    const { input, seen } = mount((record) => <OwnedSelect data={countries} record={record} />);
    type(input, 'Turkey');
    expect(shown()).toEqual(['Türkiye']);
    press(input, 'Enter');
    type(input, 'cote');
    expect(shown()).toEqual(["Côte d'Ivoire"]);
    press(input, 'Enter');
    expect(seen).toEqual(['12', '10']);
  });

  it('leaves Enter to the option the agent moved to with the arrow keys', () => {
    const { input, seen } = mount((record) => <OwnedSelect data={countries} record={record} />);
    type(input, 'turk');
    press(input, 'ArrowDown');
    press(input, 'ArrowDown');
    press(input, 'Enter');
    expect(seen).toEqual(['13']);
  });

  it('keeps the chosen option when it is the best match (Enter does not take it away)', () => {
    const { input, seen } = mount((record) => <OwnedSelect data={airports} initial="3" record={record} />);
    type(input, 'lis');
    press(input, 'Enter');
    expect(seen).toEqual([]);
  });

  it('picks nothing on Enter when nothing is typed or nothing is found', () => {
    const { input, seen } = mount((record) => <OwnedSelect data={countries} record={record} />);
    type(input, 'zzz');
    press(input, 'Enter');
    expect(seen).toEqual([]);
  });

  it('a MultiSelect adds the best match on Enter', () => {
    const { input, seen } = mount((record) => <MultiSelect label="Nationalities" searchable data={countries} onChange={record} />);
    type(input, 'cote');
    press(input, 'Enter');
    expect(seen).toEqual([['10']]);
  });
});
