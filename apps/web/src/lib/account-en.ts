/**
 * The logged-in kit's texts (the leave guard, the period grid, the places of the product
 * selects): mounted with the account area's (app/texts/account.ts), not with the first page.
 */
export const accountKitEn = {
  /** Leaving a form with unsaved changes (ui/leave-guard). */
  leave: {
    title: 'Leave this page?',
    text: 'You have unsaved changes. If you leave now, they are lost.',
    stay: 'Stay on this page',
    leave: 'Leave without saving',
    unsaved: 'Unsaved changes',
  },
  /** Kinds of place in the `GET products` multi-selects (lib/reference useProductOptions). */
  places: { country: 'Countries', region: 'Regions', city: 'Cities', airport: 'Airports' },
  /** The back-office kit's period grid (ui/period-rows-grid). */
  grid: {
    from: 'From',
    to: 'To',
    startDate: 'Start date',
    endDate: 'End date',
    period: 'period {{n}}',
    pricesIn: 'Prices in {{currency}}',
    required: 'Required',
    badDate: 'Not a date (DD.MM.YYYY)',
    endBeforeStart: 'Ends before it starts',
    notAmount: 'Not an amount',
    notWhole: 'Not a whole number',
    /** A save the server refused on a row: its sentence under the grid (issue 32). */
    refused: 'Period {{n}}: {{message}}',
  },
};
