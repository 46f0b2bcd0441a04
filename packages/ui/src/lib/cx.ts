export type ClassValue = string | false | null | undefined;

/** Joins the truthy class names, so callers can pass conditionals and an optional `className`. */
export function cx(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
