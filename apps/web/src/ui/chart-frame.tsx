import { Box, Button, Group, Paper, Stack, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

type Props = {
  title: string;
  /** The heading level of the frame's title, in the page's outline (2 by default). */
  order?: TitleOrder;
  /** The toggle's texts (the feature's own): "Show as table" and "Hide table". */
  toggle: { show: string; hide: string };
  /** The chart: drawn for the eye, named by its aria-label (role="img"). */
  chart: ReactNode;
  /** The chart's data as a table with a caption, shown under the chart on demand. */
  table: ReactNode;
  /** Controls beside the title (a period switch, a measure switch). */
  controls?: ReactNode;
  /** Text under the chart (where its figures lead). */
  footer?: ReactNode;
  /** Open the table at first (a test, or a chart that is mostly read as figures). */
  tableShown?: boolean;
};

/**
 * A chart with its data as a table behind it (issue 35): every chart of the dashboard and the
 * reports is drawn for the eye and readable as a table by anyone, a screen reader's user first
 * ("Show as table" opens it under the chart; the button says whether it is open).
 */
export function ChartFrame({ title, order = 2, toggle, chart, table, controls, footer, tableShown = false }: Props) {
  const [shown, setShown] = useState(tableShown);
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Title order={order} fz="lg" id={`${id}-title`}>
            {title}
          </Title>
          <Group gap="xs" wrap="wrap">
            {controls}
            <Button variant="subtle" size="compact-sm" aria-expanded={shown} aria-controls={`${id}-table`} onClick={() => setShown((s) => !s)}>
              {shown ? toggle.hide : toggle.show}
            </Button>
          </Group>
        </Group>
        <Box style={{ minWidth: 0 }}>{chart}</Box>
        {footer}
        <Box id={`${id}-table`} hidden={!shown}>
          {shown && table}
        </Box>
      </Stack>
    </Paper>
  );
}
