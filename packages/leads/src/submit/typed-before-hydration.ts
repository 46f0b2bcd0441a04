import type { FieldSpec } from '../forms/fields';

/**
 * The text in the shown fields that state does not hold yet (typed or autofilled before the form
 * hydrated), or null when there is none. `read` gives a field's current value in the page.
 */
export function typedBeforeHydration(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, string>>,
  read: (name: string) => string | undefined,
): Record<string, string> | null {
  const typed: Record<string, string> = {};
  for (const { name } of fields) {
    const value = read(name);
    if (value !== undefined && value !== '' && value !== (values[name] ?? '')) typed[name] = value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}
