/** English texts of the hotels screens (mounted under the `hotels` key in lib/i18n.ts). */
export const hotelsEn = {} as const;
