// Independent validators over a built site (decision 0036): the W3C Nu HTML Checker (vnu-jar)
// over the sitemap's pages and the 404 page, the sitemaps.org XML Schema over sitemap.xml
// (xmllint, compiled to WebAssembly), and an XML parser plus the RSS 2.0 rules over the feed.
// Each returns a list of problems, empty when the file passes.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/** The sitemaps.org schema, kept beside this script (no network in CI). */
export const SITEMAP_XSD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'schemas',
  'sitemap-0.9.xsd',
);

/**
 * Warnings that fail the check as errors do. A heading-less `<section>` is a `<div>` in
 * disguise: assistive technology announces a region with no name.
 */
const FAILING_WARNINGS = [/^Section lacks heading\./];

/**
 * @typedef {{ type: string, subType?: string, message: string, url?: string,
 *   lastLine?: number, extract?: string }} VnuMessage
 */

/**
 * The Nu HTML Checker's messages that fail the build: every error (and fatal error), and the
 * warnings above. Plain "info" messages (e.g. trailing slashes on void elements) never fail.
 * @param {readonly VnuMessage[]} messages
 * @param {(url: string) => string} [name] how a page's file URL is reported
 * @returns {string[]}
 */
export function vnuProblems(messages, name = (url) => url) {
  return messages
    .filter(
      (message) =>
        message.type === 'error' ||
        message.subType === 'fatal' ||
        (message.subType === 'warning' &&
          FAILING_WARNINGS.some((pattern) => pattern.test(message.message))),
    )
    .map(
      (message) =>
        `${name(message.url ?? '')}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 120)}]` : ''}`,
    );
}

/**
 * Runs vnu.jar once over the files (one JVM start for all of them) and returns its messages.
 * Needs `java` on the PATH (Debian: `apt-get install default-jre-headless`).
 * @param {readonly string[]} files
 * @returns {Promise<VnuMessage[]>}
 */
export async function runVnu(files) {
  /** @type {string} */
  const jar = String(require('vnu-jar'));
  let output;
  try {
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    output = await execFileAsync('java', ['-jar', jar, '--format', 'json', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failed = /** @type {NodeJS.ErrnoException & { stderr?: string }} */ (error);
    if (failed.code === 'ENOENT') {
      throw new Error(
        'java is not installed: the Nu HTML Checker (vnu-jar) needs a Java runtime (Debian: apt-get install default-jre-headless)',
      );
    }
    if (!failed.stderr?.trimStart().startsWith('{')) throw error;
    output = { stderr: failed.stderr };
  }
  return JSON.parse(output.stderr).messages;
}

/**
 * sitemap.xml against the sitemaps.org schema.
 * @param {string} xml
 * @returns {Promise<string[]>}
 */
export async function sitemapProblems(xml) {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: readFileSync(SITEMAP_XSD, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage.trim());
}

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

/** @param {unknown} value */
const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** @param {unknown} value */
const isAbsoluteUrl = (value) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);

/**
 * An RSS 2.0 feed: well-formed XML, then what the RSS 2.0 specification requires of the channel
 * and its items (title or description; absolute links; RFC 822 dates) and a unique guid each.
 * @param {string} xml
 * @returns {string[]}
 */
export function feedProblems(xml) {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    const { msg, line } = wellFormed.err;
    return [`not well-formed XML, line ${line}: ${msg}`];
  }
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
  const rss = doc.rss;
  if (rss?.['@version'] !== '2.0') return ['the root element is not <rss version="2.0">'];
  const channel = rss.channel;
  if (!channel || Array.isArray(channel)) return ['<rss> needs exactly one <channel>'];
  const problems = [];
  for (const field of ['title', 'link', 'description']) {
    if (typeof channel[field] !== 'string' || channel[field].trim() === '')
      problems.push(`channel: <${field}> is required`);
  }
  if (channel.link !== undefined && !isAbsoluteUrl(channel.link))
    problems.push(`channel: <link> ${channel.link} is not an absolute URL`);
  for (const field of ['pubDate', 'lastBuildDate']) {
    if (channel[field] !== undefined && !RFC_822.test(channel[field]))
      problems.push(`channel: <${field}> ${channel[field]} is not an RFC 822 date`);
  }
  const items = list(channel.item);
  if (items.length === 0) problems.push('channel: no <item>');
  const guids = new Set();
  items.forEach((item, index) => {
    const at = `item ${index + 1}`;
    if (!item.title && !item.description) problems.push(`${at}: needs a <title> or <description>`);
    if (!isAbsoluteUrl(item.link)) problems.push(`${at}: <link> ${item.link} is not absolute`);
    if (!RFC_822.test(item.pubDate ?? ''))
      problems.push(`${at}: <pubDate> ${item.pubDate} is not an RFC 822 date`);
    const guid = typeof item.guid === 'object' ? item.guid['#text'] : item.guid;
    if (!guid) problems.push(`${at}: no <guid>`);
    else if (guids.has(guid)) problems.push(`${at}: <guid> ${guid} repeats`);
    else guids.add(guid);
    if (
      typeof item.guid === 'object' &&
      item.guid['@isPermaLink'] !== 'false' &&
      !isAbsoluteUrl(guid)
    )
      problems.push(`${at}: a permalink <guid> must be an absolute URL`);
  });
  return problems;
}
