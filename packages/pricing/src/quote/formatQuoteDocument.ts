import { assert } from '../core/checks/assert';
import { quoteFormatMessage } from './quoteMessages';
import { invoiceSentence, QUOTE_HEADER, type QuoteRow, quoteFacts, quoteRows } from './quoteRows';
import type { QuoteDocument, QuoteFormat } from './quoteTypes';

const FORMATS: readonly QuoteFormat[] = ['text', 'markdown', 'csv', 'json'];

/** Prints a quote document in one of the formats; every format ends in a newline. */
export function formatQuoteDocument(doc: QuoteDocument, format: QuoteFormat): string {
  assert(FORMATS.includes(format), () => quoteFormatMessage(format));
  switch (format) {
    case 'json':
      return `${JSON.stringify(doc, null, 2)}\n`;
    case 'csv':
      return lines([QUOTE_HEADER, ...quoteRows(doc)].map((row) => row.map(csvCell).join(',')));
    case 'markdown':
      return lines([
        `# Quote: ${doc.title}`,
        '',
        quoteFacts(doc).join(' · '),
        '',
        `| ${QUOTE_HEADER.join(' | ')} |`,
        '| --- | --- | ---: | ---: |',
        ...quoteRows(doc).map((row) => `| ${row.map(markdownCell).join(' | ')} |`),
        '',
        invoiceSentence(doc),
        '',
        '## Terms',
        '',
        ...doc.terms.map((term) => `- ${term}`),
      ]);
    default:
      return lines([
        `Quote: ${doc.title}`,
        ...quoteFacts(doc),
        '',
        ...textTable([QUOTE_HEADER, ...quoteRows(doc)]),
        '',
        invoiceSentence(doc),
        '',
        'Terms:',
        ...doc.terms.map((term) => `- ${term}`),
      ]);
  }
}

function textTable(rows: readonly QuoteRow[]): string[] {
  const widths = QUOTE_HEADER.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

// RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled.
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

const markdownCell = (cell: string) => cell.replace(/\|/g, '\\|');

function lines(text: readonly string[]): string {
  return `${text.join('\n')}\n`;
}
