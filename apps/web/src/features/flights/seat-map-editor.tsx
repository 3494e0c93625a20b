import { ActionIcon, Badge, Box, Button, Group, NumberInput, ScrollArea, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../ui/confirm';
import {
  addRange,
  aisleAfter,
  isBlocked,
  isInMap,
  MAX_LETTERS,
  MAX_ROWS,
  moveFrom,
  parseLetters,
  priceOfRow,
  removeRange,
  resize,
  rowNumbers,
  type SeatMapDraft,
  type SeatMapProblem,
  seatId,
  seatMapProblems,
  sellableSeats,
  toggleSeat,
  updateRange,
} from './seat-map-model';

type Props = {
  value: SeatMapDraft;
  onChange: (next: SeatMapDraft) => void;
  /** Names the grid and the ranges table ("Seat map of TA401 LIS → CDG"). */
  caption: string;
  /** The currency the row prices are in (the fares' contract currency). */
  currency?: string;
  /** After a refused save every problem shows; before, only what the admin is typing. */
  showErrors?: boolean;
  /** Seats bookings hold from today on, with who holds them ('TB7K3Q9X 12.06.2027'): shown sold, never toggled. */
  sold?: Map<string, string[]>;
  /** Sold seats the map no longer sells (off the map or blocked): the save would be refused. */
  soldOffSale?: string[];
};

const SEAT = 24;
const GAP = 3;
// Light tints telling the row ranges apart on the map; the legend names each one's price.
const TINTS = ['blue', 'grape', 'teal', 'orange', 'cyan', 'lime', 'pink', 'yellow'];
const tint = (index: number) => `var(--mantine-color-${TINTS[index % TINTS.length]}-1)`;

/**
 * The seat map of one leg (issue 12): the cabin drawn sideways as a compact grid (a column per
 * row, a line per seat letter, the aisle as a gap), a click or Space blocks or frees a seat,
 * arrow keys walk the grid with one tab stop; row ranges with their prices tint the map.
 */
export function SeatMapEditor({ value, onChange, caption, currency, showErrors, sold, soldOffSale = [] }: Props) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLTableElement>(null);
  const [lettersText, setLettersText] = useState(value.letters.join(''));
  const [active, setActive] = useState(() => seatId(1, value.letters[0] ?? 'A'));
  const [focusSeat, setFocusSeat] = useState<string | null>(null);
  const problems = seatMapProblems(value);
  const problem = (field: SeatMapProblem['field'], key?: string) => {
    const found = problems.find((p) => p.field === field && p.key === key);
    if (!found) return undefined;
    // Sizes and reversed ranges show at once; missing values only after a refused save.
    if (!showErrors && found.problem === 'required') return undefined;
    return t(`flights.seatMap.problem.${found.problem}`, { max: field === 'rows' ? MAX_ROWS : MAX_LETTERS });
  };

  // The roving tab stop stays on a seat the map still holds.
  const rows = rowNumbers(value);
  const stop = isInMap(value, active) ? active : seatId(1, value.letters[0] ?? 'A');

  useEffect(() => {
    if (!focusSeat) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-seat="${focusSeat}"]`)?.focus();
    setFocusSeat(null);
  }, [focusSeat]);

  const onSeatKey = (seat: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = moveFrom(value, seat, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    setFocusSeat(next);
  };

  const rangeIndexOf = (row: number) => value.ranges.findIndex((r) => Number(r.fromRow) <= row && row <= Number(r.toRow) && r.price !== '');
  const aisle = aisleAfter(value.letters);
  const cell: CSSProperties = { width: SEAT, height: SEAT, flex: `0 0 ${SEAT}px` };

  const seatButton = (row: number, letter: string, aisleBelow: boolean) => {
    const seat = seatId(row, letter);
    const blocked = isBlocked(value, seat);
    const soldTo = sold?.get(seat);
    const range = rangeIndexOf(row);
    const price = priceOfRow(value, row);
    return (
      <td key={seat} style={{ padding: aisleBelow ? `0 0 ${SEAT / 2}px` : 0 }}>
        <button
          type="button"
          data-seat={seat}
          tabIndex={seat === stop ? 0 : -1}
          aria-pressed={blocked}
          aria-disabled={soldTo ? true : undefined}
          aria-label={
            soldTo
              ? t('flights.sales.seatSold', { seat: t('flights.seatMap.seat', { seat }), bookings: soldTo.join(', ') })
              : t('flights.seatMap.seat', { seat })
          }
          title={
            soldTo
              ? t('flights.sales.seatSold', { seat, bookings: soldTo.join(', ') })
              : `${seat}${blocked ? ` · ${t('flights.seatMap.blocked')}` : ''}${price ? ` · ${price} ${currency ?? ''}` : ''}`
          }
          onClick={() => {
            setActive(seat);
            // A sold seat stays for sale (issue 27): the click only moves the focus.
            if (!soldTo || blocked) onChange(toggleSeat(value, seat));
          }}
          onFocus={() => setActive(seat)}
          onKeyDown={onSeatKey(seat)}
          style={{
            ...cell,
            padding: 0,
            fontSize: 10,
            lineHeight: 1,
            cursor: soldTo && !blocked ? 'not-allowed' : 'pointer',
            borderRadius: '5px 5px 3px 3px',
            border: `1px solid ${blocked ? 'var(--mantine-color-dark-4)' : soldTo ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-gray-5)'}`,
            background: blocked
              ? soldTo
                ? 'var(--mantine-color-red-7)'
                : 'var(--mantine-color-dark-5)'
              : soldTo
                ? 'var(--mantine-color-teal-7)'
                : range >= 0
                  ? tint(range)
                  : 'var(--mantine-color-white)',
            color: blocked || soldTo ? 'var(--mantine-color-white)' : 'var(--mantine-color-dark-6)',
            fontWeight: soldTo ? 700 : undefined,
          }}
        >
          {blocked ? '✕' : soldTo ? '●' : letter}
        </button>
      </td>
    );
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <NumberInput
          label={t('flights.seatMap.rows')}
          required
          size="xs"
          w={96}
          min={1}
          max={MAX_ROWS}
          allowDecimal={false}
          value={value.rows}
          error={problem('rows')}
          onChange={(v) => onChange(resize(value, Number(v) || 0, value.letters))}
        />
        <TextInput
          label={t('flights.seatMap.letters')}
          description={t('flights.seatMap.lettersHint')}
          required
          size="xs"
          w={160}
          value={lettersText}
          error={problem('letters')}
          onChange={(e) => {
            setLettersText(e.currentTarget.value);
            onChange(resize(value, value.rows, parseLetters(e.currentTarget.value)));
          }}
          onBlur={() => setLettersText(value.letters.join(''))}
        />
        <Stack gap={4} mt={20}>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t('flights.seatMap.sellable', { count: sellableSeats(value) })}
            </Badge>
            <Badge variant="light" color="dark">
              {t('flights.seatMap.blockedCount', { count: value.blocked.length })}
            </Badge>
            {sold && sold.size > 0 && (
              <Badge variant="filled" color="teal">
                {t('flights.sales.soldCount', { count: sold.size })}
              </Badge>
            )}
          </Group>
          {soldOffSale.length > 0 && (
            <Text c="red" size="xs" role="alert">
              {t('flights.sales.soldOffMap', { seats: soldOffSale.join(', ') })}
            </Text>
          )}
          {problem('blocked') && (
            <Text c="red" size="xs">
              {problem('blocked')}
            </Text>
          )}
        </Stack>
        <Text size="xs" c="dimmed" mt={20} maw={360}>
          {t('flights.seatMap.keysHint')}
        </Text>
      </Group>

      {rows.length > 0 && value.letters.length > 0 && (
        <ScrollArea type="auto" offsetScrollbars>
          {/* A table: row numbers head the columns, letters head the lines; the seats are toggle buttons. */}
          <Box
            component="table"
            ref={gridRef}
            aria-label={caption}
            style={{
              borderCollapse: 'separate',
              borderSpacing: GAP,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: '40px 8px 8px 40px',
              padding: '6px 6px 6px 24px',
            }}
          >
            <thead>
              <tr>
                <td style={cell} />
                {rows.map((row) => (
                  <th key={row} scope="col" style={{ ...cell, fontSize: 10, fontWeight: 400, textAlign: 'center', color: 'var(--mantine-color-dimmed)' }}>
                    {row}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.letters.map((letter, i) => (
                <tr key={letter}>
                  <th scope="row" style={{ ...cell, fontSize: 11, textAlign: 'center', verticalAlign: 'top', paddingTop: 4 }}>
                    {letter}
                  </th>
                  {rows.map((row) => seatButton(row, letter, i === aisle))}
                </tr>
              ))}
            </tbody>
          </Box>
        </ScrollArea>
      )}

      <RangesTable value={value} onChange={onChange} caption={caption} currency={currency} problem={problem} />
    </Stack>
  );
}

function RangesTable({
  value,
  onChange,
  caption,
  currency,
  problem,
}: Pick<Props, 'value' | 'onChange' | 'caption' | 'currency'> & { problem: (field: SeatMapProblem['field'], key?: string) => string | undefined }) {
  const { t } = useTranslation();
  const label = (what: string, index: number) => `${what}, ${t('flights.seatMap.range', { n: index + 1 })}`;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('flights.seatMap.rowPrices')}
      </Text>
      {value.ranges.length > 0 && (
        <Table withTableBorder verticalSpacing={4} horizontalSpacing={6} fz="sm" maw={460} aria-label={t('flights.seatMap.rangesOf', { caption })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={28}>
                <VisuallyHidden>{t('flights.seatMap.tint')}</VisuallyHidden>
              </Table.Th>
              <Table.Th w={90}>{t('flights.seatMap.fromRow')}</Table.Th>
              <Table.Th w={90}>{t('flights.seatMap.toRow')}</Table.Th>
              <Table.Th w={110} style={{ textAlign: 'right' }}>
                {t('flights.seatMap.price')}{' '}
                {currency && (
                  <Text span c="dimmed" fz="xs">
                    {currency}
                  </Text>
                )}
              </Table.Th>
              <Table.Th w={40}>
                <VisuallyHidden>{t('common.remove')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.ranges.map((range, index) => (
              <Table.Tr key={range.key}>
                <Table.Td>
                  <Box w={16} h={16} style={{ borderRadius: 4, background: tint(index), border: '1px solid var(--mantine-color-gray-4)' }} />
                </Table.Td>
                {(['fromRow', 'toRow'] as const).map((field) => (
                  <Table.Td key={field}>
                    <NumberInput
                      size="xs"
                      aria-label={label(t(`flights.seatMap.${field}`), index)}
                      min={1}
                      max={value.rows}
                      allowDecimal={false}
                      hideControls
                      value={range[field]}
                      error={problem(field, range.key)}
                      onChange={(v) => onChange(updateRange(value, range.key, { [field]: v }))}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="decimal"
                    aria-label={label(t('flights.seatMap.price'), index)}
                    styles={{ input: { textAlign: 'right' } }}
                    value={range.price}
                    error={problem('price', range.key)}
                    onChange={(e) => onChange(updateRange(value, range.key, { price: e.currentTarget.value }))}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('flights.seatMap.removeRange', { caption, n: index + 1 })}
                    onClick={() => confirmDelete(() => onChange(removeRange(value, range.key)))}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap="sm">
        <Button variant="light" size="xs" onClick={() => onChange(addRange(value))} disabled={value.rows < 1}>
          {t('flights.seatMap.addRange')}
        </Button>
        {value.ranges.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('flights.seatMap.noRanges')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
