/**
 * Passengers of a booking and the fields the server asks for (storefront spec §3 Passenger,
 * §4 point 4; account spec §5): per room, adults first, then children with their ages.
 */
export type AgeType = 'adult' | 'child' | 'infant';
export type PassengerField = { name: string; label: string; type: 'select' | 'text' | 'date' | 'image'; required: true; options?: string[]; min?: string; max?: string };
export type PassengerSlot = { id: string; room: number; ageType: AgeType; age: number | null; fields: PassengerField[] };

export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr'];
export const ADULT_AGE = { min: 2, max: 100 } as const;

/** YYYY-MM-DD of `date` shifted by whole years and days (UTC). */
function shift(date: string, years: number, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Birth date bounds, ages counted on the first night of the stay (`on`), as the booking call
 * checks them: adults 2 to 100 years old; a child of age a is exactly a whole years old; never
 * after `today`.
 */
export function birthDateBounds(ageType: AgeType, age: number | null, on: string, today = on): { min: string; max: string } {
  const bounds = ageType === 'adult' || age === null ? { min: shift(on, -ADULT_AGE.max), max: shift(on, -ADULT_AGE.min) } : { min: shift(on, -(age + 1), 1), max: shift(on, -age) };
  return { min: bounds.min, max: bounds.max < today ? bounds.max : today };
}

export function passengerSlots(rooms: { adults: number; childrenAges: number[] }[], stayStart: string, today = stayStart): PassengerSlot[] {
  const slots: PassengerSlot[] = [];
  rooms.forEach((room, roomIndex) => {
    const guests: { ageType: AgeType; age: number | null }[] = [
      ...Array.from({ length: room.adults }, () => ({ ageType: 'adult' as const, age: null })),
      ...room.childrenAges.map((age) => ({ ageType: (age < 2 ? 'infant' : 'child') as AgeType, age })),
    ];
    for (const guest of guests) {
      const bounds = birthDateBounds(guest.ageType, guest.age, stayStart, today);
      slots.push({
        id: `passenger${slots.length + 1}`,
        room: roomIndex,
        ...guest,
        fields: [
          { name: 'title', label: 'Title', type: 'select', required: true, options: PASSENGER_TITLES },
          { name: 'firstName', label: 'First Name', type: 'text', required: true },
          { name: 'lastName', label: 'Last Name', type: 'text', required: true },
          { name: 'birthDate', label: 'Birth Date', type: 'date', required: true, ...bounds },
        ],
      });
    }
  });
  return slots;
}
