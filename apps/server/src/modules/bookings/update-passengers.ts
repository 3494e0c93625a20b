import { type BookingUpdate, birthDateProblem, NEW_PASSENGER_ID, type NewPassenger } from '@travel/contracts';
import type { storePassengerFiles } from './passenger-files';
import { insertPassenger, type PassengerSet, updatePassenger } from './update-repo';
import { type Context, invalid } from './update-rules';

type StoredFiles = Awaited<ReturnType<typeof storePassengerFiles>>;

/**
 * Writes the new passengers under the next free keys (passengerN after the highest one). They
 * join no item: the items were priced for their own passengers (docs/decisions.md).
 */
export async function addPassengers(ctx: Context, passengers: NewPassenger[], files: StoredFiles) {
  const { tx, details, changes } = ctx;
  let last = Math.max(0, ...details.passengers.map((p) => Number(p.key.replace(/\D/g, '')) || 0));
  for (const { id, isNew: _, title, age, ...passenger } of passengers) {
    const key = `passenger${++last}`;
    const stored = files.get(id);
    await insertPassenger(tx, {
      ...passenger,
      bookingId: details.booking.id,
      key,
      title: title ?? null,
      age: age ?? null,
      passportFile: stored?.passport ?? null,
      photoFile: stored?.photo ?? null,
    });
    changes[`passengers.${key}`] = {
      from: null,
      to: {
        title: title ?? null,
        firstName: passenger.firstName,
        lastName: passenger.lastName,
        birthDate: passenger.birthDate,
        ageType: passenger.ageType,
        age: age ?? null,
      },
    };
  }
}

/** Passenger edits (names, title, birth date within the booked age band, extra fields) and passport/photo files. */
export async function editPassengers(ctx: Context, input: NonNullable<BookingUpdate['passengers']>, files: StoredFiles) {
  const { tx, details, changes } = ctx;
  const byKey = new Map(details.passengers.map((p) => [p.key, p]));
  const now = ctx.clock.today();
  const existing = [...files.keys()].filter((key) => !NEW_PASSENGER_ID.test(key));
  for (const key of new Set([...Object.keys(input), ...existing])) {
    const current = byKey.get(key);
    if (!current) throw invalid(`passengers.${key}`, 'is not a passenger of this booking');
    const edit = input[key];
    const set: PassengerSet = {};
    if (edit) {
      const problem = birthDateProblem({ birthDate: edit.birthDate, ageType: current.ageType as 'adult', age: current.age }, details.booking.startDate, now);
      if (problem) throw invalid(`passengers.${key}.${problem.field}`, problem.message);
      const next = { title: edit.title ?? current.title, firstName: edit.firstName, lastName: edit.lastName, birthDate: edit.birthDate };
      for (const [name, value] of Object.entries(next) as [keyof typeof next, string | null][]) {
        if (value !== current[name]) {
          set[name] = value as string;
          changes[`passengers.${key}.${name}`] = { from: current[name], to: value };
        }
      }
      if (edit.fields && JSON.stringify(edit.fields) !== JSON.stringify(current.fields)) {
        set.fields = { ...current.fields, ...edit.fields };
        changes[`passengers.${key}.fields`] = { from: current.fields, to: set.fields };
      }
    }
    const stored = files.get(key);
    if (stored?.passport) {
      set.passportFile = stored.passport;
      changes[`passengers.${key}.passport`] = { from: current.passportFile ? 'file' : null, to: 'new file' };
    }
    if (stored?.photo) {
      set.photoFile = stored.photo;
      changes[`passengers.${key}.photo`] = { from: current.photoFile ? 'file' : null, to: 'new file' };
    }
    if (Object.keys(set).length) await updatePassenger(tx, current.id, set);
  }
}
