// Checks of JSON-LD against what Google's rich results need (required and recommended
// properties), written out here so unit tests and the built-site test share one definition.

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
  (key: string, type: string, checks: Check[]): Check =>
  (node, at, problems) => {
    const values = asList(node[key]);
    if (node[key] === undefined || values.length === 0) {
      problems.push(`${at}.${key} is required`);
      return;
    }
    values.forEach((value, index) => {
      const where = Array.isArray(node[key]) ? `${at}.${key}[${index}]` : `${at}.${key}`;
      if (!isNode(value) || value['@type'] !== type) {
        problems.push(`${where} must be a ${type}`);
        return;
      }
      for (const check of checks) check(value, where, problems);
    });
  };
const price: Check = (node, at, problems) => {
  const value = node.price;
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    problems.push(`${at}.price must be a number of at least 0`);
  }
  if (typeof node.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(node.priceCurrency)) {
    problems.push(`${at}.priceCurrency must be an ISO 4217 code`);
  }
};
const offer = typed('offers', 'Offer', [price]);

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
    offer,
  ],
  Product: [text('name'), offer],
  FAQPage: [
    typed('mainEntity', 'Question', [
      text('name'),
      typed('acceptedAnswer', 'Answer', [text('text')]),
    ]),
  ],
  BlogPosting: [
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
    typed('author', 'Person', [text('name')]),
    typed('publisher', 'Organization', [text('name')]),
  ],
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
