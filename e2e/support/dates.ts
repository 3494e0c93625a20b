/** A wire day YYYY-MM-DD as a person types it in the site's date inputs, DD.MM.YYYY (issue 18.4). */
export const dmy = (iso: string) => iso.split('-').reverse().join('.');
