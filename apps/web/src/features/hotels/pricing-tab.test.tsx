// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { Room } from '@travel/contracts';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountKitEn } from '../../lib/account-en';
import i18n from '../../lib/i18n';
import { PeriodRowsGrid } from '../../ui/period-rows-grid';
import { hotelsEn } from './en';
import type { PricingRowState } from './hotel-model';
import { pricingColumns } from './pricing-tab';

/* The room pricing grid with its stay restrictions and the Duplicate action (issue 33). */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => {
  // The grid's own texts come with the logged-in areas' (app/texts/account.ts).
  i18n.addResourceBundle('en', 'translation', { hotels: hotelsEn, ...accountKitEn }, true, true);
});

let root: Root | null = null;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

const room = { id: 7, name: 'Double', baseOccupancy: 2, maxOccupancy: 2 } as Room;
const meals = [{ value: '5', label: 'BB' }];
const saved: PricingRowState = {
  key: 'p91',
  id: 91,
  startDate: '2027-03-01',
  endDate: '2027-03-10',
  pricingData: { pricingType: 'personCount', mealTypeId: '5', '2person': '120.00', minStayArrival: '3', closedToArrival: 'Sat, Sun, 05.03.2027' },
};

function mount(showErrors = false) {
  let current: PricingRowState[] = [saved];
  function Owner() {
    const [rows, setRows] = useState<PricingRowState[]>([saved]);
    current = rows;
    return (
      <PeriodRowsGrid<PricingRowState>
        caption="Pricing periods of Double"
        rows={rows}
        onChange={setRows}
        columns={pricingColumns(room, meals, i18n.t)}
        currency="EUR"
        showErrors={showErrors}
        addLabel="Add pricing period"
        removeLabel={(_r, i) => `Remove pricing period ${i + 1} of Double`}
        duplicateLabel={(_r, i) => i18n.t('hotels.duplicatePricing', { room: 'Double', index: i + 1 })}
        newRow={() => ({ pricingData: { pricingType: 'personCount', mealTypeId: '5' } })}
      />
    );
  }
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <Owner />
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  return { rows: () => current };
}

const cell = (name: string) => container.querySelector(`input[aria-label="${name}"]`) as HTMLInputElement;
function type(input: HTMLInputElement, text: string) {
  act(() => {
    input.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const errors = () => [...container.querySelectorAll('.mantine-InputWrapper-error')].map((e) => e.textContent);

describe('the room pricing grid: stay restrictions', () => {
  it('heads the restrictions as a group after the prices, short headers with their full meaning', () => {
    mount();
    const headers = [...container.querySelectorAll('thead tr:last-child th')];
    const texts = headers.map((th) => th.textContent);
    expect(texts.slice(-9, -1)).toEqual(['Min stay arr.', 'Min stay thr.', 'Max stay', 'Release', 'Book ≥ days', 'Book ≤ days', 'No arrival', 'No departure']);
    expect(headers.at(-3)!.getAttribute('title')).toBe('Closed to arrival (weekdays and dates, e.g. Sat, Sun, 12.03.2027)');
    expect(container.querySelector('thead th[scope="colgroup"]')?.textContent).toBe('Stay restrictions');
    // Every cell's accessible name says the full meaning.
    expect(cell('Minimum stay on arrival (nights), period 1').value).toBe('3');
    expect(cell('Closed to arrival (weekdays and dates, e.g. Sat, Sun, 12.03.2027), period 1').value).toBe('Sat, Sun, 05.03.2027');
  });

  it('says under a closed-days cell what it cannot read once the admin leaves it, before any save', () => {
    mount();
    const departure = cell('Closed to departure (weekdays and dates, e.g. Sat, Sun, 12.03.2027), period 1');
    type(departure, 'sat weekend');
    expect(errors()).toEqual([]);
    act(() => departure.blur());
    expect(errors()).toEqual(['"weekend" is not a weekday (Mon … Sun) or a date (DD.MM.YYYY)']);
    type(departure, 'sat 10.03.2027');
    act(() => departure.blur());
    expect(errors()).toEqual([]);
    type(departure, '11.03.2027');
    act(() => departure.blur());
    expect(errors()).toEqual(['11.03.2027 is outside the period']);
  });

  it('duplicates a period after the last one, as long, with its restrictions, and puts the cursor in its start date', () => {
    const { rows } = mount();
    const button = container.querySelector('button[aria-label="Duplicate period 1 of Double"]') as HTMLButtonElement;
    expect(button).not.toBeNull();
    act(() => button.click());
    const [first, copy] = rows();
    expect(rows()).toHaveLength(2);
    expect(first).toBe(saved);
    expect(copy).toMatchObject({ startDate: '2027-03-11', endDate: '2027-03-20', pricingData: saved.pricingData });
    expect(copy!.id).toBeUndefined();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Start date, period 2');
    // The copied date is outside the copy's period: said at once, not dropped.
    expect(errors()).toEqual(['05.03.2027 is outside the period']);
  });
});
