import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Frame } from '@playwright/test';
import type { CdaAsset, CdaEntry, FactTokens } from '@tablogs/content/server';
import type { Tag } from './live-preview-editor';

// The checks of e2e/editors/live-preview.spec.ts on a preview page's inspector mode tags.

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The strings of a field's value: itself, or those in a JSON field's lists and objects (not in
 * a link's `sys`). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object' && !('sys' in value)) {
    return Object.values(value).flatMap(stringsOf);
  }
  return [];
}

/** Words no fixed copy of the site shares: long, or a phone number, postcode or email address
 * (a region code or a social network's name would be ambiguous). */
const distinctive = (text: string) =>
  text.length >= 20 ||
  (text.length >= 6 && (text.includes('@') || (text.match(/\d/g)?.length ?? 0) >= 4));

/** Plain-text values of an entry's fields (JSON fields' too) that are distinctive enough. */
export function shownTexts(entry: CdaEntry): Array<{ field: string; text: string }> {
  return Object.entries(entry.fields).flatMap(([field, value]) =>
    stringsOf(value)
      .map(normalised)
      .filter((text) => distinctive(text) && !text.includes('<'))
      .map((text) => ({ field, text })),
  );
}

/** The addresses an entry's fields hold (social profiles, app stores, the login page). */
function linksOf(entry: CdaEntry): Array<{ field: string; href: string }> {
  return Object.entries(entry.fields).flatMap(([field, value]) =>
    stringsOf(value)
      .filter((text) => /^https?:\/\/\S+$/.test(text))
      .map((href) => ({ field, href })),
  );
}

/** The sentences of a field's HTML (a newsletter's email body): its texts between tags. */
function htmlSentences(value: unknown): string[] {
  return stringsOf(value)
    .filter((text) => text.includes('<'))
    .flatMap((html) => html.split(/<[^>]*>/))
    .map(normalised)
    .filter((text) => text.length >= 20 && !/[&{]/.test(text));
}

/** The entry fields whose HTML a frame shows: of those sharing sentences with it, the ones
 * sharing the most (a newsletter's own body, not only the footer every edition has). */
function frameHolders(entries: readonly CdaEntry[], frameText: string): string[] {
  const shared = entries.flatMap((entry) =>
    Object.entries(entry.fields).map(([field, value]) => ({
      field: `${entry.sys.id}.${field}`,
      count: htmlSentences(value).filter((sentence) => frameText.includes(sentence)).length,
    })),
  );
  const most = Math.max(0, ...shared.map(({ count }) => count));
  return most === 0 ? [] : shared.filter(({ count }) => count === most).map(({ field }) => field);
}

/** The site's own pictures the app reads with embeddedImage(), from no entry of the page. */
const SITE_IMAGES = /\/content\/(illus-switch|poster-testimonial-\d+)[.-]/;

/** What a page shows (shownIn): texts, untagged content images, and links with their tags. */
export type ShownPage = {
  shown: string[];
  untaggedImages: string[];
  links: Array<{ href: string; tags: string[] }>;
  /** Frames showing a document of their own (`srcdoc`: a newsletter's email), which the SDK
   * cannot look into: their text and the entry fields tagged on them or around them. */
  frames: Array<{ title: string; text: string; tags: string[] }>;
};

/**
 * The fields that show a site settings fact through a token: a rich text naming
 * `{{email.privacy}}` shows the address inside its own tagged element.
 */
function tokenHolders(entries: readonly CdaEntry[], facts: FactTokens, text: string): string[] {
  return [...facts]
    .filter(([, fact]) => normalised(fact) === text)
    .flatMap(([name]) => {
      const token = new RegExp(`\\{\\{\\s*${name.replace(/\./g, '\\.')}\\s*\\}\\}`);
      return entries.flatMap((entry) =>
        Object.entries(entry.fields)
          .filter(([, value]) => stringsOf(value).some((each) => token.test(each)))
          .map(([field]) => `${entry.sys.id}.${field}`),
      );
    });
}

/** What is wrong with the tags of the page in the frame: unknown entries or fields, untagged
 * texts, images and links. `facts` are the company facts tokens stand for in rich text. */
export function tagProblems(
  entries: readonly CdaEntry[],
  tags: Tag[],
  page: ShownPage,
  facts: FactTokens = new Map(),
): string[] {
  const entryById = new Map(entries.map((entry) => [entry.sys.id, entry]));
  const problems: string[] = [];
  for (const tag of tags) {
    const entry = tag.entryId ? entryById.get(tag.entryId) : undefined;
    if (!entry) problems.push(`no entry ${tag.entryId ?? tag.assetId} (${tag.tagName})`);
    else if (!tag.fieldId || !(tag.fieldId in entry.fields)) {
      problems.push(`entry ${tag.entryId} has no field ${tag.fieldId}`);
    }
    if (tag.locale !== 'en-US') problems.push(`${tag.entryId}: locale ${tag.locale}`);
  }
  const shown = new Set(page.shown.map((text) => normalised(text).replace(/^“(.*)”$/, '$1')));
  // Every entry field whose text the page shows, by text: the same words may sit in two entries
  // (a feature card and a feature); a tag of either, on an element showing them, will do.
  const holders = new Map<string, string[]>();
  for (const entry of entries) {
    for (const { field, text } of shownTexts(entry)) {
      if (shown.has(text))
        holders.set(text, [...(holders.get(text) ?? []), `${entry.sys.id}.${field}`]);
    }
  }
  for (const [text, fields] of holders) {
    const holding = [...fields, ...tokenHolders(entries, facts, text)];
    const tagged = tags.some(
      (tag) => tag.text.includes(text) && holding.includes(`${tag.entryId}.${tag.fieldId}`),
    );
    if (!tagged) problems.push(`untagged: ${fields.join(' or ')} "${text.slice(0, 40)}"`);
  }
  // Every link to an address a field holds is tagged with that field (on it or around it).
  for (const entry of entries) {
    for (const { field, href } of linksOf(entry)) {
      const untagged = page.links.filter(
        (link) => link.href === href && !link.tags.includes(`${entry.sys.id}.${field}`),
      );
      if (untagged.length > 0) problems.push(`untagged link: ${entry.sys.id}.${field} ${href}`);
    }
  }
  // A frame's document is out of the SDK's reach: the frame, or an element around it, carries
  // the field whose HTML it shows, so the editor's outline and button are on the frame.
  for (const frame of page.frames) {
    const holding = frameHolders(entries, frame.text);
    if (holding.length === 0) problems.push(`frame of no entry field: "${frame.title}"`);
    else if (!frame.tags.some((tag) => holding.includes(tag))) {
      problems.push(`untagged frame: ${holding.join(' or ')} "${frame.title}"`);
    }
  }
  for (const src of page.untaggedImages) {
    if (!SITE_IMAGES.test(src)) problems.push(`untagged image ${src}`);
  }
  return problems;
}

/** The site header, `<main>` and the site footer: what a page shows of its content. */
const SHOWN = 'header *, main *, footer *';

/** Of the header, `<main>` and the footer: the whole text of each element shown (a hidden
 * region's copy has no box, a closed menu's is not rendered), the content images without a tag on them or around them (a rich
 * text field's images), and the links with the entry fields tagged on them or around them. */
export const shownIn = (frame: Frame): Promise<ShownPage> =>
  frame.evaluate((selector) => {
    const elements = [...document.querySelectorAll(selector)];
    const tagsAround = (element: Element) => {
      const fields: string[] = [];
      for (let at = element.closest('[data-contentful-entry-id]'); at; ) {
        fields.push(
          `${at.getAttribute('data-contentful-entry-id')}.${at.getAttribute('data-contentful-field-id')}`,
        );
        at = at.parentElement?.closest('[data-contentful-entry-id]') ?? null;
      }
      return fields;
    };
    const shownElements = elements.filter(
      (element) => element.getClientRects().length > 0 && element.checkVisibility(),
    );
    return {
      // A closed menu's copy (in a <details>) is laid out but skipped: checkVisibility says so.
      shown: shownElements.map((element) => element.textContent ?? ''),
      untaggedImages: elements
        .filter((element) => element.tagName === 'IMG')
        .filter((image) => /\/content\/|ctfassets/.test(image.getAttribute('src') ?? ''))
        // An image inside a rich text field is tagged with the field.
        .filter((image) => !image.closest('[data-contentful-entry-id]'))
        .map((image) => image.getAttribute('src') ?? ''),
      links: elements
        .filter((element) => element.tagName === 'A' && element.hasAttribute('href'))
        .map((link) => ({ href: link.getAttribute('href') ?? '', tags: tagsAround(link) })),
      frames: shownElements
        .filter((element) => element.tagName === 'IFRAME' && element.hasAttribute('srcdoc'))
        .map((frame) => ({
          title: frame.getAttribute('title') ?? '',
          text: new DOMParser()
            .parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html')
            .body.textContent.replace(/\s+/g, ' '),
          tags: tagsAround(frame),
        })),
    };
  }, SHOWN);

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** In the built site `client`: the preview client entry, how many visitor files (pages, data,
 * scripts) there are, and each one holding a tag, the SDK or the preview client's name. */
export function previewMarksInBuild(client: string) {
  const previewDir = path.join(client, 'assets', 'preview');
  const previewClient = readdirSync(previewDir).find((name) => name.startsWith('preview-client-'));
  const visitorFiles = filesUnder(client).filter(
    (file) => /\.(html|js|data|json)$/.test(file) && !file.startsWith(previewDir),
  );
  const marks = ['data-contentful', 'live-preview-sdk', 'live-preview-editor', 'preview-client-'];
  const offending = visitorFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return marks.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`);
  });
  return { previewClient, visitorFiles: visitorFiles.length, offending };
}

/** An asset's URL without its extension, which every responsive variant of it shares. */
export function imageStem(assets: readonly CdaAsset[], assetId: string) {
  const url = assets.find((asset) => asset.sys.id === assetId)?.fields.file?.url;
  if (!url) throw new Error(`No asset ${assetId}`);
  return url.replace(/\.[a-z]+$/, '');
}
