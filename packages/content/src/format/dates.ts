// Calendar dates (decision 0016): the YYYY-MM-DD string is read as-is, never through a local
// `Date`, so a build in any time zone prints the same day.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** Parses `YYYY-MM-DD` (a trailing CDA time part is ignored). Throws on anything else. */
export function parseCalendarDate(value: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(Number(match[1]), month)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${value}"`);
  }
  return { year: Number(match[1]), month, day };
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** Blog date, `dd MMM yyyy`: `2025-03-05` → `05 Mar 2025`. */
export function formatBlogDate(value: string): string {
  const { year, month, day } = parseCalendarDate(value);
  return `${String(day).padStart(2, '0')} ${monthName(month).slice(0, 3)} ${year}`;
}

/** Long date, `dd MMMM yyyy`: `2025-03-05` → `05 March 2025`. */
export function formatLongDate(value: string): string {
  const { year, month, day } = parseCalendarDate(value);
  return `${String(day).padStart(2, '0')} ${monthName(month)} ${year}`;
}

/** Product-update date: `2025-03-05` → `Released on 05 March 2025`. */
export function formatReleaseDate(value: string): string {
  return `Released on ${formatLongDate(value)}`;
}

/** The calendar date alone (`YYYY-MM-DD`), e.g. for `<time dateTime>`. */
export function toIsoDate(value: string): string {
  const { year, month, day } = parseCalendarDate(value);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
