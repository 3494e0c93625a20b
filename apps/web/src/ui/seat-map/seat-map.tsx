import { Box, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCurrencyAmount, isZeroAmount } from '../../lib/money';
import './en';
import { aisleGroups, bandOf, isPressable, mapRows, nextSeat, priceBands, type SeatLook, type SeatMapSeat, seatLook } from './layout';

export type SeatMapProps = {
  /** The leg's `rowsCount`: rows 1 .. rowsCount - 1 are drawn (account spec 'Seats'). */
  rowsCount: number;
  /** The seat letters across the cabin (`seatsNumbers`), in order. */
  letters: string[];
  /** Every seat with its availability and price; a seat left out is drawn blocked. */
  seats: SeatMapSeat[];
  currency: string;
  /** The seat of the passenger choosing now. */
  selected?: string | null;
  /** Seats other passengers of this booking hold, by seat, with the short name shown on the seat ('2'). */
  heldByOthers?: Record<string, string>;
  /** Pressing a seat that is on sale; without it the map is read-only. */
  onSelect?: (seat: string) => void;
  /** Names the map for assistive technology ('Seats of LIS → CDG · TA401'). */
  caption: string;
};

const SEAT = 32;
const GAP = 4;
const AISLE = 18;
// Light tints telling the price bands apart; the legend names each band's price.
const TINTS = ['teal', 'blue', 'yellow', 'orange', 'pink', 'violet', 'lime', 'cyan'];
const tint = (band: number, shade: number) => `var(--mantine-color-${TINTS[band % TINTS.length]}-${shade})`;
const HATCH = 'repeating-linear-gradient(135deg, var(--mantine-color-gray-2) 0 4px, var(--mantine-color-gray-4) 4px 6px)';

/** The look of a seat button (and of its legend swatch). */
function seatStyle(look: SeatLook, band: number): CSSProperties {
  const base: CSSProperties = {
    width: SEAT,
    height: SEAT,
    padding: 0,
    // A flex box keeps every row the same height, whether the seat shows a letter or nothing.
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 12,
    fontWeight: 600,
    lineHeight: 1,
    borderRadius: '8px 8px 4px 4px',
    borderWidth: 1,
    borderStyle: 'solid',
  };
  switch (look) {
    case 'selected':
      return {
        ...base,
        cursor: 'pointer',
        background: 'var(--mantine-color-brand-7)',
        borderColor: 'var(--mantine-color-brand-9)',
        color: 'var(--mantine-color-white)',
      };
    case 'other':
      return {
        ...base,
        cursor: 'pointer',
        background: 'var(--mantine-color-grape-8)',
        borderColor: 'var(--mantine-color-grape-9)',
        color: 'var(--mantine-color-white)',
      };
    case 'taken':
      return {
        ...base,
        cursor: 'not-allowed',
        background: 'var(--mantine-color-gray-3)',
        borderColor: 'var(--mantine-color-gray-4)',
        color: 'var(--mantine-color-gray-7)',
      };
    case 'blocked':
      return { ...base, cursor: 'not-allowed', background: HATCH, borderColor: 'var(--mantine-color-gray-4)', color: 'var(--mantine-color-gray-7)' };
    default:
      return {
        ...base,
        cursor: 'pointer',
        background: band >= 0 ? tint(band, 1) : 'var(--mantine-color-white)',
        borderColor: band >= 0 ? tint(band, 6) : 'var(--mantine-color-gray-5)',
        color: 'var(--mantine-color-dark-7)',
      };
  }
}

/**
 * The seat map of one leg (account spec 'Seats', issue 13): a line per row 1 .. rowsCount - 1
 * with its number at the side, the letters across with the aisle as a gap, the seats as
 * buttons. Blocked and occupied seats are disabled; a seat on sale shows its price in a tooltip
 * on hover and on keyboard focus; the current passenger's seat and the seats other passengers
 * of the booking hold (with their number) stand out; the legend names every look and price
 * band. One tab stop: the arrow keys walk the seats that can be chosen. On a phone the cabin
 * keeps its seat size and scrolls sideways when it is wider than the screen.
 */
export function SeatMap({ rowsCount, letters, seats, currency, selected = null, heldByOthers = {}, onSelect, caption }: SeatMapProps) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const rows = mapRows(rowsCount);
  const groups = aisleGroups(letters);
  const byId = useMemo(() => new Map(seats.map((seat) => [seat.id, seat])), [seats]);
  const bands = useMemo(() => priceBands(seats), [seats]);
  const lookOf = (id: string) => seatLook(byId.get(id), selected, heldByOthers);
  const pressable = (id: string) => isPressable(lookOf(id));
  const readOnly = !onSelect;

  // The roving tab stop: the seat last focused, else the passenger's seat, else the first one on sale.
  const [active, setActive] = useState<string | null>(null);
  const [focusSeat, setFocusSeat] = useState<string | null>(null);
  const firstOnSale = rows.flatMap((row) => letters.map((letter) => `${row}${letter}`)).find(pressable) ?? null;
  const stop = active && pressable(active) ? active : selected && pressable(selected) ? selected : firstOnSale;

  useEffect(() => {
    if (!focusSeat) return;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-seat="${focusSeat}"]`)?.focus();
    setFocusSeat(null);
  }, [focusSeat]);

  const onKey = (seat: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextSeat(rows, letters, seat, event.key, pressable);
    if (['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key)) event.preventDefault();
    if (!next) return;
    setActive(next);
    setFocusSeat(next);
  };

  const priceText = (price: string | null | undefined) =>
    price === null || price === undefined ? '' : isZeroAmount(price) ? t('seatMap.free') : formatCurrencyAmount(price, currency);
  /** 'Seat 3A, 12.00 EUR', 'Seat 3A, 12.00 EUR, chosen by passenger 2', 'Seat 3B, Occupied'. */
  const labelOf = (id: string, look: SeatLook) => {
    const seat = byId.get(id);
    const parts = [t('seatMap.seat', { seat: id })];
    if (look === 'taken') parts.push(t('seatMap.taken'));
    else if (look === 'blocked') parts.push(t('seatMap.blocked'));
    else if (seat?.price !== null && seat?.price !== undefined)
      parts.push(isZeroAmount(seat.price) ? t('seatMap.free') : `${formatAmount(seat.price)} ${currency}`);
    if (look === 'other') parts.push(t('seatMap.chosenByLong', { label: heldByOthers[id] }));
    return parts.join(', ');
  };
  const tooltipOf = (id: string, look: SeatLook) => {
    const parts = [id, priceText(byId.get(id)?.price)];
    if (look === 'selected') parts.push(t('seatMap.selected'));
    if (look === 'other') parts.push(t('seatMap.chosenBy', { label: heldByOthers[id] }));
    return parts.filter(Boolean).join(' · ');
  };

  const seatCell = (row: number, letter: string) => {
    const id = `${row}${letter}`;
    const look = lookOf(id);
    const band = bandOf(bands, byId.get(id)?.price);
    const enabled = isPressable(look) && !readOnly;
    const button = (
      <button
        type="button"
        data-seat={id}
        data-look={look}
        disabled={!isPressable(look)}
        aria-disabled={readOnly || undefined}
        aria-pressed={look === 'selected'}
        aria-label={labelOf(id, look)}
        tabIndex={id === stop ? 0 : -1}
        onClick={enabled ? () => onSelect?.(id) : undefined}
        onFocus={() => setActive(id)}
        onKeyDown={onKey(id)}
        style={seatStyle(look, band)}
      >
        {look === 'selected' ? '✓' : look === 'other' ? heldByOthers[id] : look === 'taken' ? '✕' : look === 'blocked' ? '' : letter}
      </button>
    );
    return (
      <td key={id} style={{ padding: 0 }}>
        {isPressable(look) ? (
          <Tooltip label={tooltipOf(id, look)} events={{ hover: true, focus: true, touch: false }} withArrow openDelay={80}>
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </td>
    );
  };

  const aisle = (key: string) => <td key={key} aria-hidden style={{ width: AISLE, minWidth: AISLE, padding: 0 }} />;
  const header: CSSProperties = { width: SEAT, fontSize: 12, fontWeight: 600, textAlign: 'center', color: 'var(--mantine-color-dimmed)' };

  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars>
        <Box
          component="table"
          ref={tableRef}
          aria-label={caption}
          style={{
            borderCollapse: 'separate',
            borderSpacing: GAP,
            margin: '0 auto',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: '48px 48px 12px 12px',
            padding: '28px 10px 10px',
          }}
        >
          <thead>
            <tr>
              <td style={{ width: 24 }} />
              {groups.flatMap((group, g) => [
                ...(g > 0 ? [aisle(`aisle-head-${g}`)] : []),
                ...group.map((letter) => (
                  <th key={letter} scope="col" style={header}>
                    {letter}
                  </th>
                )),
              ])}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" style={{ ...header, width: 24, textAlign: 'right', paddingRight: 4 }}>
                  {row}
                </th>
                {groups.flatMap((group, g) => [...(g > 0 ? [aisle(`aisle-${row}-${g}`)] : []), ...group.map((letter) => seatCell(row, letter))])}
              </tr>
            ))}
          </tbody>
        </Box>
      </ScrollArea>
      {!readOnly && (
        <Text size="xs" c="dimmed" ta="center">
          {t('seatMap.keysHint')}
        </Text>
      )}
      <SeatMapLegend bands={bands} priceText={priceText} withOthers={Object.keys(heldByOthers).length > 0} />
    </Stack>
  );
}

function Swatch({ look, band = -1, children }: { look: SeatLook; band?: number; children?: string }) {
  const style = seatStyle(look, band);
  return (
    <Box
      aria-hidden
      style={{ ...style, width: 20, height: 20, fontSize: 10, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'default' }}
    >
      {children}
    </Box>
  );
}

/** What each look means; seats on sale are named by their price band ('€12.00') when they have prices. */
function SeatMapLegend({ bands, priceText, withOthers }: { bands: string[]; priceText: (price: string) => string; withOthers: boolean }) {
  const { t } = useTranslation();
  const item = (key: string, swatch: ReactNode, label: string) => (
    <Group key={key} gap={6} wrap="nowrap" component="li">
      {swatch}
      <Text size="sm">{label}</Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      <Group gap="md" justify="center" component="ul" aria-label={t('seatMap.legend')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {bands.length === 0 && item('available', <Swatch look="available" />, t('seatMap.available'))}
        {item('selected', <Swatch look="selected">✓</Swatch>, t('seatMap.selected'))}
        {withOthers && item('other', <Swatch look="other">#</Swatch>, t('seatMap.other'))}
        {item('taken', <Swatch look="taken">✕</Swatch>, t('seatMap.taken'))}
        {item('blocked', <Swatch look="blocked" />, t('seatMap.blocked'))}
      </Group>
      {bands.length > 0 && (
        <Group gap="md" justify="center" component="ul" aria-label={t('seatMap.prices')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <Text component="li" size="sm" fw={500}>
            {t('seatMap.available')}:
          </Text>
          {bands.map((price, band) => item(price, <Swatch look="available" band={band} />, priceText(price)))}
        </Group>
      )}
    </Stack>
  );
}
