import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { addDaysTo, formatDayAs } from '@travel/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellThrough } from './api';
import { heatColour } from './heat-colour';

/** Every day of the report, the heat map's columns (at most a year and a bit). */
function daysOf(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];

const border = '1px solid var(--mantine-color-gray-3)';
const sticky = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

/**
 * The sell-through heat map (issue 35): a row per room type or flight segment, a column per day,
 * each cell filled by sold / capacity (light for none sold, dark when full) with the figures "2/5"
 * on it, read out as "2 of 5 sold (40%)". It is a table with its caption, so it is its own
 * accessible form; it scrolls sideways inside its frame with the lines' names kept in view.
 */
export function HeatMap({ report }: { report: SellThrough }) {
  const { t } = useTranslation();
  const id = useId();
  const days = daysOf(report.from, report.to);
  const kindLabel = t(`reports.sellThrough.kinds.${report.kind}`);
  const caption = t('reports.sellThrough.caption', { kind: kindLabel, from: formatDayAs(report.from), to: formatDayAs(report.to) });
  return (
    <Box>
      <Group gap="xs" mb="xs" wrap="wrap" justify="space-between">
        <Text size="sm" c="dimmed">
          {t('reports.sellThrough.hint')}
        </Text>
        <Group gap={6} aria-hidden="true" wrap="nowrap">
          <Text size="xs">{t('reports.sellThrough.legendLow')}</Text>
          <Box
            w={120}
            h={12}
            style={{ borderRadius: 3, border, background: `linear-gradient(to right, ${heatColour(0, 1).background}, ${heatColour(1, 1).background})` }}
          />
          <Text size="xs">{t('reports.sellThrough.legendHigh')}</Text>
        </Group>
      </Group>
      <Text id={`${id}-caption`} size="sm" fw={600} mb={4}>
        {caption}
      </Text>
      {/* Positioned: the cells' visually hidden names stay inside the frame and scroll with it, not past the page's edge. */}
      <Box
        role="region"
        aria-labelledby={`${id}-caption`}
        tabIndex={0}
        style={{ position: 'relative', overflowX: 'auto', border, borderRadius: 'var(--mantine-radius-md)', maxWidth: '100%' }}
        data-testid="heat-map-frame"
      >
        <table style={{ borderCollapse: 'separate', borderSpacing: 0, fontSize: 'var(--mantine-font-size-xs)', fontVariantNumeric: 'tabular-nums' }}>
          {/* The caption is read with the table; the same words are shown above the frame, where sideways scrolling cannot hide them. */}
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col" style={{ ...sticky, zIndex: 2, textAlign: 'left', padding: '4px 8px', borderBottom: border, minWidth: 'min(220px, 40vw)' }}>
                {t(`reports.sellThrough.line.${report.kind}`)}
              </th>
              {days.map((day) => (
                <th key={day} scope="col" style={{ padding: '4px 2px', borderBottom: border, fontWeight: 500, minWidth: 44, lineHeight: 1.2 }}>
                  <span style={{ display: 'block', color: 'var(--mantine-color-gray-7)' }}>{weekday(day)}</span>
                  <span aria-hidden="true">{`${day.slice(8, 10)}.${day.slice(5, 7)}`}</span>
                  <VisuallyHidden>{formatDayAs(day)}</VisuallyHidden>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line) => {
              const cells = new Map(line.cells.map((c) => [c.date, c]));
              return (
                <tr key={line.id}>
                  <th scope="row" style={{ ...sticky, textAlign: 'left', fontWeight: 500, padding: '4px 8px', borderBottom: border, maxWidth: 220 }}>
                    {line.label}
                  </th>
                  {days.map((day) => {
                    const cell = cells.get(day);
                    if (!cell || cell.capacity <= 0)
                      return (
                        <td
                          key={day}
                          title={t('reports.sellThrough.none')}
                          style={{ borderBottom: border, textAlign: 'center', color: 'var(--mantine-color-gray-7)' }}
                        >
                          <span aria-hidden="true">–</span>
                          <VisuallyHidden>{t('reports.sellThrough.none')}</VisuallyHidden>
                        </td>
                      );
                    const colour = heatColour(cell.sold, cell.capacity);
                    const name = t('reports.sellThrough.cell', { sold: cell.sold, capacity: cell.capacity, percent: colour.percent });
                    return (
                      <td
                        key={day}
                        title={`${line.label}, ${formatDayAs(day)}: ${name}`}
                        data-ratio={colour.ratio}
                        style={{
                          background: colour.background,
                          color: colour.color,
                          textAlign: 'center',
                          padding: '6px 2px',
                          borderBottom: '1px solid var(--mantine-color-body)',
                          borderRight: '1px solid var(--mantine-color-body)',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        <span aria-hidden="true">{`${cell.sold}/${cell.capacity}`}</span>
                        <VisuallyHidden>{name}</VisuallyHidden>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
