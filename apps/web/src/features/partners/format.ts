const pad = (n: number) => String(n).padStart(2, '0');

/**
 * DD.MM.YYYY HH:mm of an instant in the viewer's time zone, as the other account screens show them;
 * '' for none. `seconds`: HH:mm:ss, for a delivery's tries (the first retry comes 30 s after the first try).
 */
export function formatMoment(iso: string | null | undefined, seconds = false) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${time}`;
}

/** Searches per booking with one decimal ('12.5'); '—' without a booking. */
export const formatRatio = (ratio: number | null) => (ratio === null ? '—' : ratio.toFixed(1));
