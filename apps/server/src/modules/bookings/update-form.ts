import { type BookingUpdate, bookingUpdateSchema, type PaymentInput, paymentInputSchema } from '@travel/contracts';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';
import type { FormData } from '../../lib/multipart';
import type { UploadedFile } from '../../lib/uploads';
import { describeIssues } from '../../lib/validation';
import { type CheckedDocument, checkItemDocuments } from './item-files';
import { invalid } from './update-rules';

/**
 * The save's multipart form (account spec §2 Booking view/edit): a `booking` JSON part, one
 * `payments[n]` JSON part per new payment, item documents, and passenger passport/photo files.
 */

const PAYMENT_PART = /^payments\[(\d+)\]$/;

export type BookingSave = {
  input: BookingUpdate;
  /** The `booking` part as sent, before the schema's defaults: tells an empty default from a change. */
  raw: Record<string, unknown>;
  payments: { index: number; payment: PaymentInput }[];
  documents: CheckedDocument[];
  /** File parts that are not item documents: the passengers' passports and photos. */
  passengerParts: UploadedFile[];
};

/** A JSON text part parsed with a contract schema; problems are named from `prefix`. */
function readJsonPart<T extends z.ZodTypeAny>(schema: T, text: string | undefined, prefix: string): z.output<T> {
  if (text === undefined || text.trim() === '') throw invalid(prefix, 'is required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(prefix, 'must be valid JSON');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(describeIssues(result.error.issues.map((i) => ({ ...i, path: [prefix, ...i.path] }))), 'validation');
  return result.data;
}

/** The `payments[n]` parts, in the order of n. */
function readPayments(form: FormData): { index: number; payment: PaymentInput }[] {
  return Object.entries(form.fields)
    .map(([name, text]) => ({ match: PAYMENT_PART.exec(name), text }))
    .filter((p): p is { match: RegExpExecArray; text: string } => p.match !== null)
    .map(({ match, text }) => ({ index: Number(match[1]), payment: readJsonPart(paymentInputSchema, text, `payments.${match[1]}`) }))
    .sort((a, b) => a.index - b.index);
}

/** Parses and checks every part of the form; nothing is read from the database or stored yet. */
export async function readBookingSave(form: FormData): Promise<BookingSave> {
  const raw = (() => {
    try {
      return JSON.parse(form.fields.booking ?? '{}') as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  const input = readJsonPart(bookingUpdateSchema, form.fields.booking, 'booking');
  const payments = readPayments(form);
  const documents = await checkItemDocuments(form.files);
  const passengerParts = form.files.filter((f) => !documents.some((d) => d.file === f));
  return { input, raw, payments, documents, passengerParts };
}
