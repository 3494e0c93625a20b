/**
 * A server refusal of a back-office save, in words (issue 32): the server names the field by its
 * path in the saved JSON ("segments.return.legs.0.departureTime: must be HH:MM"); the admin reads
 * "Return leg 1: departure time must be HH:MM". Lists count from 1, known lists are named in the
 * singular, a field's camelCase becomes words, and sentences without a path stay as they are.
 */

/** Lists of the back-office saves, by their wire name, in the singular. */
const LISTS: Record<string, string> = {
  rooms: 'Room',
  pricing: 'period',
  allotments: 'allotment period',
  fares: 'Fare',
  cars: 'Car category',
  types: 'Visa type',
  legs: 'leg',
  segments: 'Segment',
  baggages: 'baggage',
  handBagagges: 'hand baggage',
  meals: 'meal',
  passengers: 'Passenger',
  bookingItems: 'Room',
  newTransfers: 'Transfer',
  newVisas: 'Visa',
  newTours: 'Tour',
  newFlights: 'Flight',
  payments: 'Payment',
  cancellationRules: 'Cancellation rule',
  cancellationPolicies: 'cancellation policy',
  unallowedOccupancies: 'unallowed occupancy',
  sociallinks: 'Social link',
  stopSales: 'Stop sale',
  discounts: 'Discount',
  freeNights: 'Free nights offer',
  freePassengers: 'Free passengers offer',
  freeTransfers: 'Free transfer offer',
  mealChanges: 'Meal change',
  mealsPrices: 'Meal price',
  transfersPrices: 'Transfer price',
};
/** Names that only group fields: left out of the words. */
const SILENT = new Set(['pricingData', 'fields', 'data', 'booking']);
const NAMED: Record<string, string> = { outbound: 'Outbound', return: 'Return', '{n}person': 'price' };

/** camelCase and snake_case to lower-case words ("departureTime" -> "departure time", "2person" -> "2 persons"). */
function words(name: string): string {
  const persons = /^(\d+)person$/.exec(name);
  if (persons) return `price for ${persons[1]} ${persons[1] === '1' ? 'person' : 'persons'}`;
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** A path of the saved JSON in words: its lists and places, then the field ("Return leg 1: departure time"). */
export function pathInWords(path: string): string {
  const parts = path.split('.');
  const places: string[] = [];
  let field = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    // A list keyed by direction ("segments.return"): the direction says it.
    if (SILENT.has(part) || (next !== undefined && NAMED[next] && !/^\d+$/.test(next))) continue;
    if (LISTS[part] && next !== undefined && /^\d+$/.test(next)) {
      places.push(`${LISTS[part]} ${Number(next) + 1}`);
      i++;
    } else if (NAMED[part] && i < parts.length - 1) places.push(NAMED[part]!);
    else if (i === parts.length - 1) field = words(part);
    else places.push(words(part));
  }
  // "Return leg 1" reads better than "Return, leg 1": a named direction joins its list.
  const place = places.reduce((text, p) => (!text ? p : /^(Outbound|Return)$/.test(text.split(', ').at(-1)!) ? `${text} ${p}` : `${text}, ${p}`), '');
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return place ? `${capital(place)}: ${field}` : capital(field);
}

const PATH_FIRST = /^([A-Za-z_][\w{}]*(?:\.[\w{}]+)+): (.+)$/s;

/** A refusal's sentences with their paths in words; anything else as it is. */
export function refusalInWords(message: string): string {
  return message
    .split(/; (?=[\w.{}]+: )/)
    .map((sentence) => {
      const found = PATH_FIRST.exec(sentence.trim());
      if (!found) return sentence;
      // "departure time must be HH:MM" reads on; "start date: the period … overlaps …" needs its colon.
      const [where, said] = [pathInWords(found[1]!), found[2]!];
      return /^(must|is|are|should|may|cannot|can't|has|have|does|do)\b/.test(said) ? `${where} ${said}` : `${where}: ${said}`;
    })
    .join('; ');
}

/** The same error with its message in words (its class, status and code kept). */
export function inWords(error: unknown, namePaths: (message: string) => string = (m) => m): unknown {
  if (!(error instanceof Error) || !error.message) return error;
  const message = refusalInWords(namePaths(error.message));
  if (message === error.message) return error;
  const copy = Object.create(Object.getPrototypeOf(error)) as Error;
  Object.assign(copy, error, { message });
  return copy;
}
