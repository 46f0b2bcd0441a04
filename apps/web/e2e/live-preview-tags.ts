import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Frame } from '@playwright/test';
import type { CdaAsset, CdaEntry } from '@tablogs/content/server';
import type { Tag } from './live-preview-editor';

// The checks of e2e/live-preview.spec.ts on a preview page's inspector mode tags.

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Plain-text values of an entry's fields (and lists of them) long enough to be unambiguous. */
export function shownTexts(entry: CdaEntry): Array<{ field: string; text: string }> {
  return Object.entries(entry.fields).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((item): item is string => typeof item === 'string')
      .map(normalised)
      .filter((text) => text.length >= 20 && !text.includes('<'))
      .map((text) => ({ field, text })),
  );
}

/** The site's own pictures the app reads with embeddedImage(), from no entry of the page. */
const SITE_IMAGES = /\/content\/(illus-switch|poster-testimonial-\d+)[.-]/;

/** What is wrong with the tags of the page in the frame: unknown entries or fields, untagged texts. */
export function tagProblems(
  entries: readonly CdaEntry[],
  tags: Tag[],
  shownTexts_: string[],
  untaggedImages: string[],
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
  const shown = new Set(shownTexts_.map((text) => normalised(text).replace(/^“(.*)”$/, '$1')));
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
    const tagged = tags.some(
      (tag) => tag.text.includes(text) && fields.includes(`${tag.entryId}.${tag.fieldId}`),
    );
    if (!tagged) problems.push(`untagged: ${fields.join(' or ')} "${text.slice(0, 40)}"`);
  }
  for (const src of untaggedImages) {
    if (!SITE_IMAGES.test(src)) problems.push(`untagged image ${src}`);
  }
  return problems;
}

/** The whole text of each element of `<main>` shown (a hidden region's copy has no box), and its
 * content images without a tag on them or around them (a rich text field's images). */
export const shownIn = (frame: Frame) =>
  frame.evaluate(() => ({
    // The whole text of each element shown (a hidden region's copy has no box).
    shown: [...document.querySelectorAll('main *')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.textContent ?? ''),
    untaggedImages: [...document.querySelectorAll('main img')]
      .filter((image) => /\/content\/|ctfassets/.test(image.getAttribute('src') ?? ''))
      // An image inside a rich text field is tagged with the field.
      .filter((image) => !image.closest('[data-contentful-entry-id]'))
      .map((image) => image.getAttribute('src') ?? ''),
  }));

/** Every file under `dir`, recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** An asset's URL without its extension, which every responsive variant of it shares. */
export function imageStem(assets: readonly CdaAsset[], assetId: string) {
  const url = assets.find((asset) => asset.sys.id === assetId)?.fields.file?.url;
  if (!url) throw new Error(`No asset ${assetId}`);
  return url.replace(/\.[a-z]+$/, '');
}
