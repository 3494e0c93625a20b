import { z } from 'zod';

/** Every error body: a human sentence and a stable machine code. */
export const errorSchema = z.object({ error: z.string(), code: z.string().optional() });
export type ApiError = z.infer<typeof errorSchema>;

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Lists answer `entities` and `pagesCount`; `page` starts at 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  searchText: z.string().trim().max(200).optional(),
});
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ entities: z.array(item), pagesCount: z.number().int(), total: z.number().int() });

export const PAGE_SIZE = 20;

/** Wire date format YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** Image uploads: spec constants and messages (account spec §5, §9). */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
export const UPLOAD_MESSAGES = {
  badExtension: 'is not supported file extension',
  tooBig: 'file size is too big',
  tooManyPixels: 'image dimensions are too big (more than 40 megapixels)',
} as const;

/** Form fields come as text; empty text means "not given". */
export const optionalText = (max = 255) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
export const requiredText = (label: string, max = 255) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

export const formBoolean = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1 || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 0 || v === '') return false;
  return v;
}, z.boolean());
