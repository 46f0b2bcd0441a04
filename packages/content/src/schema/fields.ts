import { z } from 'zod';

/** How a field is declared in Contentful (used by `content:export`). */
export interface ContentfulFieldSpec {
  type: 'Symbol' | 'Text' | 'Integer' | 'Date' | 'Object' | 'Link' | 'Array';
  linkType?: 'Asset' | 'Entry';
  items?: { type: 'Symbol' } | { type: 'Link'; linkType: 'Asset' | 'Entry' };
  validations?: Record<string, unknown>[];
}

/** What the mapping layer does with a field's value. */
export type FieldRole = 'plain' | 'html' | 'image' | 'document';

/** One field of a content type: its runtime schema (CDA value) and its Contentful declaration. */
export interface FieldDef<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly contentful: ContentfulFieldSpec;
  readonly required: boolean;
  readonly role: FieldRole;
}

// Contentful's Symbol limit; a longer value would be rejected by `contentful space import`.
const SYMBOL_MAX = 256;

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** `YYYY-MM-DD` (Contentful may append a time; only the calendar date is read). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, 'must be a YYYY-MM-DD date')
  .refine((value) => isRealCalendarDate(value.slice(0, 10)), 'must be a real calendar date');

function isRealCalendarDate(ymd: string): boolean {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

const linkSchema = <T extends 'Asset' | 'Entry'>(linkType: T) =>
  z.object({
    sys: z.object({ type: z.literal('Link'), linkType: z.literal(linkType), id: nonEmpty }),
  });

/** An HTML field: an HTML string, or a rich-text document (an invalid one renders `<p>Error</p>`). */
const htmlValueSchema = z.union([nonEmpty, z.record(z.string(), z.unknown())], {
  error: 'must be an HTML string or a rich-text document',
});

function def<S extends z.ZodType>(
  schema: S,
  contentful: ContentfulFieldSpec,
  role: FieldRole = 'plain',
): FieldDef<S> {
  return { schema, contentful, required: true, role };
}

/** Marks a field optional (absent in the CDA when empty). */
export function optional<S extends z.ZodType>(field: FieldDef<S>): FieldDef<z.ZodOptional<S>> {
  return { ...field, schema: field.schema.optional(), required: false };
}

export const symbol = () => def(nonEmpty.max(SYMBOL_MAX), { type: 'Symbol' });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  def(z.enum(values), { type: 'Symbol', validations: [{ in: [...values] }] });

export const text = () => def(nonEmpty, { type: 'Text' });

export const html = () => def(htmlValueSchema, { type: 'Text' }, 'html');

export const date = () => def(calendarDateSchema, { type: 'Date' });

export const integer = () => def(z.number().int(), { type: 'Integer' });

export const order = integer;

export const symbols = () =>
  def(z.array(nonEmpty.max(SYMBOL_MAX)), { type: 'Array', items: { type: 'Symbol' } });

export const image = () =>
  def(
    linkSchema('Asset'),
    { type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] },
    'image',
  );

export const pdf = () =>
  def(
    linkSchema('Asset'),
    { type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['pdfdocument'] }] },
    'document',
  );

/** A JSON (Object) field whose value has its own shape. */
export const json = <S extends z.ZodType>(schema: S) => def(schema, { type: 'Object' });
