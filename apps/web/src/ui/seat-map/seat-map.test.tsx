// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatMapSeat } from './layout';
import { SeatMap, type SeatMapProps } from './seat-map';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seat = (id: string, availability: SeatMapSeat['availability'], price: string | null): SeatMapSeat => ({
  id,
  row: Number(id.slice(0, -1)),
  letter: id.slice(-1),
  availability,
  price,
});

// A map of rowsCount 4 (rows 1-3), letters ABCD; 2B blocked, 3C taken by another booking.
const SEATS: SeatMapSeat[] = [1, 2, 3].flatMap((row) =>
  ['A', 'B', 'C', 'D'].map((letter) => {
    const id = `${row}${letter}`;
    return seat(id, id === '2B' ? 'blocked' : id === '3C' ? 'taken' : 'available', row === 1 ? '12.00' : '0.00');
  }),
);

let root: Root;
let host: HTMLElement;

function render(props: Partial<SeatMapProps> = {}) {
  act(() => {
    root.render(
      <MantineProvider>
        <SeatMap rowsCount={4} letters={['A', 'B', 'C', 'D']} seats={SEATS} currency="EUR" caption="Seats of LIS → CDG · TA401" {...props} />
      </MantineProvider>,
    );
  });
}
const button = (id: string) => host.querySelector<HTMLButtonElement>(`[data-seat="${id}"]`)!;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('SeatMap', () => {
  it('draws rows 1 .. rowsCount - 1 with their numbers and the letters across with an aisle', () => {
    render();
    expect(host.querySelectorAll('[data-seat]')).toHaveLength(12);
    expect(button('4A')).toBeNull();
    const rowHeads = [...host.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(rowHeads).toEqual(['1', '2', '3']);
    const header = [...host.querySelectorAll('thead tr > *')].map((cell) => cell.textContent);
    expect(header).toEqual(['', 'A', 'B', '', 'C', 'D']);
    expect(host.querySelector('table')?.getAttribute('aria-label')).toBe('Seats of LIS → CDG · TA401');
  });

  it('names each seat with its price, and disables blocked and occupied seats', () => {
    render();
    expect(button('1A').getAttribute('aria-label')).toBe('Seat 1A, 12.00 EUR');
    expect(button('2A').getAttribute('aria-label')).toBe('Seat 2A, Free');
    expect(button('2B').disabled).toBe(true);
    expect(button('2B').getAttribute('aria-label')).toBe('Seat 2B, Blocked');
    expect(button('3C').disabled).toBe(true);
    expect(button('3C').getAttribute('aria-label')).toBe('Seat 3C, Occupied');
    expect(button('1A').disabled).toBe(false);
  });

  it("marks the passenger's seat and another passenger's (with their number), and reports presses", () => {
    const onSelect = vi.fn();
    render({ selected: '1B', heldByOthers: { '2C': '3' }, onSelect });
    expect(button('1B').getAttribute('aria-pressed')).toBe('true');
    expect(button('1A').getAttribute('aria-pressed')).toBe('false');
    expect(button('2C').textContent).toBe('3');
    expect(button('2C').getAttribute('aria-label')).toBe('Seat 2C, Free, chosen by passenger 3');
    act(() => button('2C').click());
    act(() => button('1D').click());
    act(() => button('3C').click());
    expect(onSelect.mock.calls).toEqual([['2C'], ['1D']]);
  });

  it('has one tab stop, on the chosen seat, and the arrow keys walk past seats that cannot be chosen', () => {
    render({ selected: '1B', onSelect: () => {} });
    const stops = [...host.querySelectorAll<HTMLButtonElement>('[data-seat]')].filter((b) => b.tabIndex === 0);
    expect(stops.map((b) => b.dataset.seat)).toEqual(['1B']);
    act(() => button('1B').focus());
    act(() => {
      button('1B').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect((document.activeElement as HTMLElement | null)?.dataset.seat).toBe('3B');
  });

  it('shows the price of the focused seat in a visible tooltip', async () => {
    render({ onSelect: () => {} });
    await act(async () => {
      button('1A').focus();
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const tooltip = document.body.querySelector('[role="tooltip"]');
    expect(tooltip?.textContent).toContain('1A · €12.00');
  });

  it('names the looks and the price bands in a legend', () => {
    render({ heldByOthers: { '2C': '3' } });
    const legend = [...host.querySelectorAll('ul li')].map((li) => li.textContent);
    expect(legend).toEqual(['✓Selected', '#Another passenger (their number)', '✕Occupied', 'Blocked', 'Available:', 'Free', '€12.00']);
  });
});
