/**
 * A `tel:` link for a displayed number. Australian local numbers ("(02) 5550 1234") gain the
 * +61 country code; numbers already written with "+" keep theirs.
 */
export function telHref(displayed: string, country: 'AU' | 'US'): string {
  const digits = displayed.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (country === 'AU') return `tel:+61${digits.replace(/^0/, '')}`;
  return `tel:+1${digits.replace(/^1/, '')}`;
}
