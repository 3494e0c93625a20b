import { ApiError } from '../../lib/api-client';
import type { PassengerSlotView } from './api';

/**
 * The pure part of Passenger Details (issue 29): the cards are drawn from the fields the server
 * answered (POST search/passenger-fields), so what is checked, sent and shown here is read from
 * those definitions, never from a list of field names. Values are text as typed (YYYY-MM-DD for
 * dates, the country's id); image fields hold files.
 */

type Slot = Pick<PassengerSlotView, 'id' | 'ageType' | 'age' | 'fields'>;
type Field = PassengerSlotView['fields'][number];
/** Typed text per passenger (`passenger1`) and field name. */
export type PassengerValues = Record<string, Record<string, string>>;
/** Chosen images per passenger and field name. */
export type PassengerFiles = Record<string, Record<string, File>>;

/** A field's key in the error map: `passenger2.passportNumber`. */
export const fieldKey = (slotId: string, name: string) => `${slotId}.${name}`;

/**
 * What a field shows: what was typed; a read-only field shows what the search said, the
 * passenger's own value of that name (its age type, its age) when the slot has one.
 */
export function shownValue(slot: Slot, field: Field, values: PassengerValues): string {
  if (field.readOnly) {
    const own = (slot as Record<string, unknown>)[field.name];
    if (own !== undefined && own !== null) return String(own);
  }
  return values[slot.id]?.[field.name] ?? '';
}

/** Why a field is refused before sending: the definition's required, maxLength, min and max only (the server is the judge of the rest). */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'dateRange'; min?: string; max?: string }
  | { code: 'numberRange'; min?: string; max?: string };

function problemOf(field: Field, text: string): FieldProblem | null {
  const value = text.trim();
  if (!value) return field.required ? { code: 'required' } : null;
  if (field.maxLength !== undefined && value.length > field.maxLength) return { code: 'tooLong', max: field.maxLength };
  if (field.type === 'date' && ((field.min && value < field.min) || (field.max && value > field.max)))
    return { code: 'dateRange', min: field.min, max: field.max };
  if (field.type === 'number') {
    const n = Number(value);
    if (Number.isNaN(n) || (field.min && n < Number(field.min)) || (field.max && n > Number(field.max)))
      return { code: 'numberRange', min: field.min, max: field.max };
  }
  return null;
}

/** Every field a submit refuses, by `fieldKey`; read-only fields are the search's and never refused. */
export function passengerProblems(slots: Slot[], values: PassengerValues, files: PassengerFiles): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const slot of slots) {
    for (const field of slot.fields) {
      if (field.readOnly) continue;
      const problem =
        field.type === 'image'
          ? field.required && !files[slot.id]?.[field.name]
            ? ({ code: 'required' } as const)
            : null
          : problemOf(field, shownValue(slot, field, values));
      if (problem) problems[fieldKey(slot.id, field.name)] = problem;
    }
  }
  return problems;
}

/** A field's text as the booking JSON carries it: country ids and numbers as numbers, the rest as text. */
function wireValue(field: Field, text: string): string | number {
  if ((field.type === 'country' || field.type === 'number') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/**
 * Each passenger's values as the `booking` JSON's `passengers[passengerN]` carries them: the
 * fields the server asked for this passenger and nothing else (a value typed for a field a
 * changed trip no longer asks stays in the draft, not in the booking), read-only ones as the
 * search said them, images left to their file parts.
 */
export function passengerWire(slots: Slot[], values: PassengerValues): Record<string, Record<string, string | number>> {
  return Object.fromEntries(
    slots.map((slot) => {
      const sent: Record<string, string | number> = {};
      for (const field of slot.fields) {
        if (field.type === 'image') continue;
        const text = shownValue(slot, field, values);
        if (text !== '') sent[field.name] = wireValue(field, text);
      }
      return [slot.id, sent];
    }),
  );
}

/** The multipart file parts of POST bookings (account spec §7): `files[passport][passenger1]`, `files[photo][passenger1]`. */
export function fileParts(slots: Slot[], files: PassengerFiles): [string, File][] {
  const parts: [string, File][] = [];
  for (const slot of slots) {
    for (const field of slot.fields) {
      const file = field.type === 'image' ? files[slot.id]?.[field.name] : undefined;
      if (file) parts.push([`files[${field.name}][${slot.id}]`, file]);
    }
  }
  return parts;
}

/**
 * The field a refused booking names, and the server's sentence for it: a 400 of the booking JSON
 * is `passengers.passenger2.passportNumber: ...` (its fields named from its root), one of a file
 * part `files[passport][passenger1]: file size is too big`. Null for any other refusal (the
 * toast says it).
 */
export function refusedField(error: unknown): { key: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const json = /^passengers\.(passenger\d+)\.(\w+): (.+)$/s.exec(error.message);
  if (json) return { key: fieldKey(json[1]!, json[2]!), message: json[3]! };
  const file = /^files\[(\w+)\]\[(passenger\d+)\]: (.+)$/s.exec(error.message);
  if (file) return { key: fieldKey(file[2]!, file[1]!), message: file[3]! };
  return null;
}
