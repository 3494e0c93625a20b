import { z } from 'zod';

/** Every error body: a human sentence and a stable machine code. */
export const errorSchema = z.object({ error: z.string(), code: z.string().optional() });
export type ApiError = z.infer<typeof errorSchema>;

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** The largest id (and whole number) a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

/** A path id: a whole number the database can hold; anything else answers 400 naming `id`. */
export const idSchema = z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').max(INT4_MAX, 'must be an id');
export const idParamSchema = z.object({ id: idSchema });

/** An id sent in a catalogue form (text or number); empty or 'null' means "none" in the optional one. */
export const formId = z.coerce.number().int().positive();
export const optionalFormId = z.preprocess((v) => (v === '' || v === null || v === 'null' ? undefined : v), formId.optional());

/** A whole number within bounds, with sentences naming the field. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Lists answer `entities` and `pagesCount`; `page` starts at 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  searchText: z.string().trim().max(200).optional(),
});
export const paged = <T extends z.ZodTypeAny>(item: T) => z.object({ entities: z.array(item), pagesCount: z.number().int(), total: z.number().int() });

export const PAGE_SIZE = 20;

/** A calendar date YYYY-MM-DD that exists (2027-02-29 and 2026-13-45 do not). Never throws. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Wire date format YYYY-MM-DD, a date that exists. */
export const isoDateSchema = z.string().refine(isRealDate, 'must be a date YYYY-MM-DD');

/** Image uploads: spec constants and messages (account spec §5, §9). */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
export const UPLOAD_MESSAGES = {
  badExtension: 'is not supported file extension',
  tooBig: 'file size is too big',
  tooManyPixels: 'image dimensions are too big (more than 40 megapixels)',
} as const;

/** Form fields come as text; empty text means "not given". */
export const optionalText = (max = 255) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const formBoolean = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1 || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 0 || v === '') return false;
  return v;
}, z.boolean());
