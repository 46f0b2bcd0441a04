// Checks of JSON-LD against what Google's rich results need (required and recommended
// properties), written out here so the unit tests and the built-site check
// (e2e/quality/site-quality.spec.ts, over every prerendered page) share one definition.

type Node = Record<string, unknown>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

type Check = (node: Node, at: string, problems: string[]) => void;

const text =
  (key: string): Check =>
  (node, at, problems) => {
    if (!isText(node[key])) problems.push(`${at}.${key} must be non-empty text`);
  };
const url =
  (key: string, { optional = false } = {}): Check =>
  (node, at, problems) => {
    if (optional && node[key] === undefined) return;
    for (const value of asList(node[key])) {
      const target = isNode(value) ? (value.url ?? value['@id']) : value;
      if (!isAbsoluteUrl(target))
        problems.push(`${at}.${key} must be an absolute URL, got ${JSON.stringify(value)}`);
    }
  };
const date =
  (key: string): Check =>
  (node, at, problems) => {
    if (typeof node[key] !== 'string' || !ISO_DATE.test(node[key] as string)) {
      problems.push(`${at}.${key} must be an ISO 8601 date, got ${JSON.stringify(node[key])}`);
    }
  };
const typed =
  (key: string, types: string | readonly string[], checks: Check[]): Check =>
  (node, at, problems) => {
    const allowed = asList(types) as string[];
    const values = asList(node[key]);
    if (node[key] === undefined || values.length === 0) {
      problems.push(`${at}.${key} is required`);
      return;
    }
    values.forEach((value, index) => {
      const where = Array.isArray(node[key]) ? `${at}.${key}[${index}]` : `${at}.${key}`;
      if (!isNode(value) || !allowed.includes(value['@type'] as string)) {
        problems.push(`${where} must be a ${allowed.join(' or ')}`);
        return;
      }
      for (const check of checks) check(value, where, problems);
    });
  };
const amount =
  (key: string): Check =>
  (node, at, problems) => {
    const value = typeof node[key] === 'string' ? Number(node[key]) : node[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      problems.push(`${at}.${key} must be a number of at least 0`);
    }
  };
/** An Offer states `price`, an AggregateOffer `lowPrice`; both a currency. */
const offerPrice: Check = (node, at, problems) => {
  amount(node['@type'] === 'AggregateOffer' ? 'lowPrice' : 'price')(node, at, problems);
  if (typeof node.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(node.priceCurrency)) {
    problems.push(`${at}.priceCurrency must be an ISO 4217 code`);
  }
};
const offers = typed('offers', ['Offer', 'AggregateOffer'], [offerPrice]);

const ARTICLE: Check[] = [
  text('headline'),
  (node, at, problems) => {
    if (typeof node.headline === 'string' && node.headline.length > 110) {
      problems.push(`${at}.headline must be at most 110 characters`);
    }
  },
  url('url'),
  url('image'),
  date('datePublished'),
  date('dateModified'),
  typed('author', ['Person', 'Organization'], [text('name')]),
  typed('publisher', 'Organization', [text('name')]),
];

/** What each supported @type must carry. */
export const RICH_RESULT_RULES: Record<string, Check[]> = {
  Organization: [text('name'), url('url'), url('logo'), url('sameAs', { optional: true })],
  WebSite: [text('name'), url('url')],
  BreadcrumbList: [
    typed('itemListElement', 'ListItem', [text('name'), url('item')]),
    (node, at, problems) => {
      const positions = asList(node.itemListElement).map((item) =>
        isNode(item) ? item.position : null,
      );
      if (positions.some((position, index) => position !== index + 1)) {
        problems.push(`${at}.itemListElement positions must be 1, 2, 3… in order`);
      }
    },
  ],
  SoftwareApplication: [
    text('name'),
    url('url'),
    text('applicationCategory'),
    text('operatingSystem'),
    offers,
  ],
  Product: [text('name'), offers],
  FAQPage: [
    typed('mainEntity', 'Question', [
      text('name'),
      typed('acceptedAnswer', 'Answer', [text('text')]),
    ]),
  ],
  BlogPosting: ARTICLE,
  Article: ARTICLE,
  VideoObject: [text('name'), url('thumbnailUrl'), date('uploadDate')],
};

export const KNOWN_TYPES = Object.keys(RICH_RESULT_RULES);

/** Problems of one top-level JSON-LD block; empty when it is valid. */
export function richResultProblems(data: unknown): string[] {
  const problems: string[] = [];
  if (!isNode(data)) return ['a JSON-LD block must be an object'];
  if (data['@context'] !== 'https://schema.org') {
    problems.push(`@context must be "https://schema.org", got ${JSON.stringify(data['@context'])}`);
  }
  const type = data['@type'];
  const rules = typeof type === 'string' ? RICH_RESULT_RULES[type] : undefined;
  if (!rules) {
    problems.push(`@type ${JSON.stringify(type)} is not one of ${KNOWN_TYPES.join(', ')}`);
    return problems;
  }
  for (const check of rules) check(data, type as string, problems);
  return problems;
}

const URL_KEYS = new Set([
  ...['url', 'item', 'logo', 'image', 'sameAs', '@id', 'mainEntityOfPage'],
  ...['thumbnailUrl', 'contentUrl', 'embedUrl'],
]);
const DATE_KEY = /^(date[A-Z]|uploadDate$)/;

/** Relative URLs and non-ISO dates anywhere inside a block, nested nodes included. */
function nestedValueProblems(value: unknown, at: string, key = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => nestedValueProblems(item, `${at}[${i}]`, key));
  if (isNode(value))
    return Object.entries(value).flatMap(([k, v]) => nestedValueProblems(v, `${at}.${k}`, k));
  if (typeof value !== 'string') return [];
  if (URL_KEYS.has(key) && !isAbsoluteUrl(value)) return [`${at} is not an absolute URL: ${value}`];
  if (DATE_KEY.test(key) && !ISO_DATE.test(value))
    return [`${at} is not an ISO 8601 date: ${value}`];
  return [];
}

/** Every node of a block with `@type` Organization, at any depth. */
function organizationNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(organizationNodes);
  if (!isNode(value)) return [];
  const own = value['@type'] === 'Organization' ? [value] : [];
  return [...own, ...Object.values(value).flatMap(organizationNodes)];
}

/**
 * Problems of a page's JSON-LD: each block (the text of a `<script type="application/ld+json">`)
 * must parse and meet its rules, and the page describes its company once. One top-level
 * Organization node (the sitewide one); any other Organization node, such as an article's
 * publisher, must refer to it by the same `@id` rather than state a second company.
 */
export function pageJsonLdProblems(blocks: readonly string[]): string[] {
  const problems: string[] = [];
  const parsed: unknown[] = [];
  for (const body of blocks) {
    try {
      parsed.push(JSON.parse(body));
    } catch (error) {
      problems.push(`invalid JSON (${(error as Error).message})`);
    }
  }
  for (const data of parsed) {
    problems.push(...richResultProblems(data));
    problems.push(...nestedValueProblems(data, isNode(data) ? String(data['@type']) : 'block'));
  }
  const topLevel = parsed.filter((data) => isNode(data) && data['@type'] === 'Organization');
  if (topLevel.length > 1) problems.push(`${topLevel.length} Organization blocks, expected one`);
  const sitewideId = isNode(topLevel[0]) ? topLevel[0]['@id'] : undefined;
  for (const node of parsed.flatMap(organizationNodes)) {
    if (topLevel.includes(node)) continue;
    if (sitewideId === undefined || node['@id'] !== sitewideId) {
      problems.push(
        `a second Organization ${JSON.stringify(node.name ?? null)} without the sitewide @id ${JSON.stringify(sitewideId ?? null)}`,
      );
    }
  }
  return problems;
}
