/** English texts of the settings screens (mounted under the `settings` key in lib/i18n.ts). */
export const settingsEn = {} as const;
