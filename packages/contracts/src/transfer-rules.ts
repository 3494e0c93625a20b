// The transfer card's time format, without schemas: the wizard checks it before the server does,
// and a module with zod schemas would bring zod along (issue 17.4). transfer-search.ts re-exports it.

/** A time of day 'HH:MM' (24 h). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
