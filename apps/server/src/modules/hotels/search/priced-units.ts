/** The last whole number after `"name":` in an answer's JSON (its top-level fields come last). */
function lastNumber(answer: Buffer, name: string): number {
  const at = answer.lastIndexOf(`"${name}":`);
  if (at < 0) return 0;
  const match = /^\d+/.exec(answer.toString('latin1', at + name.length + 3, at + name.length + 16));
  return match ? Number(match[0]) : 0;
}

/**
 * Hotel x night x room units a hotel or package search priced: every hotel of the destination
 * (offered after the filters, or not offered) for each night and searched room. A flight search
 * prices no hotel night.
 */
export function pricedUnits(answer: Buffer, query: { searchMode: string; startDate?: string; endDate?: string; rooms: unknown[] }): number {
  if ((query.searchMode !== 'hotel' && query.searchMode !== 'package') || !query.startDate || !query.endDate) return 0;
  const nights = Math.max(0, Math.round((Date.parse(query.endDate) - Date.parse(query.startDate)) / 86_400_000));
  return (lastNumber(answer, 'total') + lastNumber(answer, 'notOfferedCount')) * nights * Math.max(1, query.rooms.length);
}
