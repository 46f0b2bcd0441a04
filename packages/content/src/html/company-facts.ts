import { ContentError, type ContentErrorLocation } from '../errors';
import type { CompanyFacts } from '../model/types';

// HTML bodies (legal pages, newsletter editions) name the company facts with tokens such as
// `{{company.address}}`, so the one siteSettings entry states them and every page repeats that.

/** `{{company.address}}`, `{{email.privacy}}`: a dotted name in double braces. */
const TOKEN = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** Token name → the fact it stands for (plain text). */
export type FactTokens = ReadonlyMap<string, string>;

/** Every token the company facts answer: the legal name, ABN, registered office and emails. */
export function companyFactTokens(company: CompanyFacts): FactTokens {
  const office = company.registeredOffice;
  return new Map([
    ['company.legalName', company.legalName],
    ['company.abn', company.abn],
    ['company.address', office.lines.join(', ')],
    ['company.phone', office.phone],
    ['company.email', office.email],
    ...Object.entries(company.emails).map(([role, email]) => [`email.${role}`, email] as const),
  ]);
}

/** Whether a text (or a JSON dump of an entry's fields) holds a token. */
export function hasFactTokens(text: string): boolean {
  return new RegExp(TOKEN.source).test(text);
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The HTML with every token replaced by its fact, HTML-escaped (it lands in text and in
 * `mailto:` attributes alike). An unknown token is a content error: it would otherwise be
 * published as literal braces.
 */
export function expandFactTokens(
  html: string,
  tokens: FactTokens | null,
  where: ContentErrorLocation,
): string {
  return html.replace(TOKEN, (whole, name: string) => {
    const value = tokens?.get(name);
    if (value === undefined) {
      const known = tokens ? [...tokens.keys()].map((key) => `{{${key}}}`).join(', ') : 'none';
      throw new ContentError(`unknown token ${whole} (known: ${known})`, where);
    }
    return escapeHtml(value);
  });
}
