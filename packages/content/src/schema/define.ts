import { z } from 'zod';
import type { FieldDef } from './fields';

type FieldDefs = Record<string, FieldDef>;
type SchemaShape<F extends FieldDefs> = { [K in keyof F]: F[K]['schema'] };

/** Any content type, for code that walks the whole model (check, export). */
export interface AnyContentType {
  readonly id: string;
  readonly name: string;
  readonly displayField: string;
  readonly fields: FieldDefs;
  readonly schema: z.ZodType;
  readonly ordered: boolean;
}

/** One content type of CONTENT-MODEL.md: its fields and the runtime schema of its `fields` object. */
export interface ContentTypeDef<F extends FieldDefs> extends AnyContentType {
  readonly id: string;
  readonly name: string;
  readonly displayField: keyof F & string;
  readonly fields: F;
  readonly schema: z.ZodObject<SchemaShape<F>>;
  /** Whether entries carry an integer `order` (the CDA query sorts by it). */
  readonly ordered: boolean;
}

export function defineContentType<F extends FieldDefs>(
  id: string,
  name: string,
  displayField: keyof F & string,
  fields: F,
): ContentTypeDef<F> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.schema]),
  ) as SchemaShape<F>;
  return { id, name, displayField, fields, schema: z.object(shape), ordered: 'order' in fields };
}

/** The parsed `fields` object of an entry of this type (links still unresolved). */
export type FieldsOf<T extends AnyContentType> = z.infer<T['schema']>;
