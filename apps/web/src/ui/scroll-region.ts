/**
 * A table's scrolling frame that a keyboard can reach and a screen reader names (axe
 * scrollable-region-focusable, issue 32): for `Table.ScrollContainer`'s `scrollAreaProps` when
 * its table has nothing focusable of its own (figures only).
 */
export const scrollRegion = (label: string) => ({ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } });
