import type { z } from 'zod';
import type { CdaEntry } from '../cda/types';
import { ContentError } from '../errors';
import type { AnyContentType } from '../schema/define';

/** One schema problem of an entry, in words an editor can act on. */
export interface FieldIssue {
  field: string;
  message: string;
}

export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(fields)',
    message: issue.message,
  }));
}

/** Validates an entry's `fields` against its content type, without throwing. */
export function checkFields<T extends AnyContentType>(
  type: T,
  entry: CdaEntry,
): { ok: true; fields: z.infer<T['schema']> } | { ok: false; issues: FieldIssue[] } {
  const result = type.schema.safeParse(entry.fields ?? {});
  if (result.success) return { ok: true, fields: result.data as z.infer<T['schema']> };
  return { ok: false, issues: issuesOf(result.error) };
}

/** Validates an entry's `fields`; a malformed entry throws a ContentError naming type, id and field. */
export function parseFields<T extends AnyContentType>(
  type: T,
  entry: CdaEntry,
): z.infer<T['schema']> {
  const checked = checkFields(type, entry);
  if (checked.ok) return checked.fields;
  const [first, ...rest] = checked.issues;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem(s))` : '';
  throw new ContentError(`${first?.message ?? 'invalid'}${more}`, {
    contentType: type.id,
    entryId: entry.sys.id,
    field: first?.field,
  });
}
