// What content each page reads, so a publish re-renders only the pages a change touches (issue 35,
// docs/decisions/0041-publish-renders-what-a-change-touches.md). A read is a fact: a Content
// method, its arguments and a hash of what it returned. Asking the same facts of newly published
// content says which pages would come out different; a page whose facts all hash the same is
// left as it is. Anything read past the Content methods (its raw `source`) marks the page opaque:
// it is rendered on every publish.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Content } from './content';

/** The facts one page read: fact key → hash of the value, and why it is opaque, if it is. */
export interface ContentReads {
  readonly facts: Map<string, string>;
  opaque: string | null;
}

// On globalThis, like the request scope: the server build bundles its own copy of this package,
// and the server and the build's config open recordings through the same slot.
const READS_SLOT = Symbol.for('@tablogs/content/reads');
const SINK_SLOT = Symbol.for('@tablogs/content/reads-sink');

type ReadsSink = (urlPath: string, reads: ContentReads) => void;
type Slots = Record<symbol, unknown>;

function readsStorage(): AsyncLocalStorage<ContentReads> {
  const slots = globalThis as unknown as Slots;
  slots[READS_SLOT] ??= new AsyncLocalStorage<ContentReads>();
  return slots[READS_SLOT] as AsyncLocalStorage<ContentReads>;
}

/** Runs `work` recording the content facts it reads (nested calls record into their own). */
export async function recordContentReads<T>(
  work: () => Promise<T>,
): Promise<{ result: T; reads: ContentReads }> {
  const reads: ContentReads = { facts: new Map(), opaque: null };
  const result = await readsStorage().run(reads, work);
  return { result, reads };
}

/**
 * Where a whole-site render hands each page's reads: the build's prerender sets it
 * (react-router.config.ts), and `recordPageReads` (the root route's middleware) feeds it.
 */
export function setContentReadsSink(sink: ReadsSink | null): void {
  (globalThis as unknown as Slots)[SINK_SLOT] = sink ?? undefined;
}

/**
 * Records the reads of one request for the sink, when one is set and no recording is open already
 * (a publish render records around its own requests).
 * @param urlPath the page the request renders (its `.data` and HTML count as one)
 */
export async function recordPageReads<T>(urlPath: string, next: () => Promise<T>): Promise<T> {
  const sink = (globalThis as unknown as Slots)[SINK_SLOT] as ReadsSink | undefined;
  if (!sink || readsStorage().getStore()) return next();
  const { result, reads } = await recordContentReads(next);
  sink(urlPath, reads);
  return result;
}

/**
 * Marks the facts a page read for a shared fragment (decision 0057: the newest posts beside a
 * post). The server places the current fragment into every page that shows it, so a change to
 * them re-renders no such page: a publish renders one page showing the fragment, and only when
 * one of these facts changed.
 */
export const FRAGMENT_FACT = 'fragment:';

/** Runs `read`, recording what it reads as fragment facts of the open recording (if any). */
export async function readForFragment<T>(read: () => Promise<T>): Promise<T> {
  const page = readsStorage().getStore();
  if (!page) return read();
  const { result, reads } = await recordContentReads(read);
  for (const [key, hash] of reads.facts) page.facts.set(FRAGMENT_FACT + key, hash);
  page.opaque ??= reads.opaque;
  return result;
}

const UNDEFINED_ARG = { $undefined: true };

/** `method(args)` as one string; null when an argument would not survive JSON. */
export function factKey(method: string, args: readonly unknown[]): string | null {
  const plain = args.every(
    (arg) =>
      arg === undefined || arg === null || ['string', 'number', 'boolean'].includes(typeof arg),
  );
  if (!plain) return null;
  return `${method}${JSON.stringify(args.map((arg) => (arg === undefined ? UNDEFINED_ARG : arg)))}`;
}

function parseFactKey(key: string): { method: string; args: unknown[] } {
  const open = key.indexOf('[');
  const args: unknown[] = JSON.parse(key.slice(open));
  return {
    method: key.slice(0, open),
    args: args.map((arg) =>
      typeof arg === 'object' && arg !== null && '$undefined' in arg ? undefined : arg,
    ),
  };
}

const hashes = new WeakMap<object, string>();

/** A short hash of what a read returned; objects are hashed once however often they are read. */
export function valueHash(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const known = hashes.get(value);
    if (known) return known;
    const hash = digest(JSON.stringify(value));
    hashes.set(value, hash);
    return hash;
  }
  return digest(value === undefined ? 'undefined' : JSON.stringify(value));
}

function digest(text: string) {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

const tracked = new WeakMap<Content, Content>();

/**
 * The same content, recording each method call into the open recording (if any). Calls the
 * content makes internally are not seen: `blogPost(slug)` is one fact, not the whole list it
 * searches.
 */
export function withReadsTracked(content: Content): Content {
  const known = tracked.get(content);
  if (known) return known;
  const proxy = new Proxy(content, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      const reads = readsStorage().getStore();
      if (property === 'source') {
        if (reads) reads.opaque ??= 'read content.source';
        return value;
      }
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        const open = readsStorage().getStore();
        if (!open) return result;
        const key = factKey(property, args);
        if (key === null) {
          open.opaque ??= `${property}() with an argument that is not plain data`;
          return result;
        }
        return Promise.resolve(result).then((resolved) => {
          open.facts.set(key, valueHash(resolved));
          return resolved;
        });
      };
    },
  });
  tracked.set(content, proxy);
  return proxy;
}

/**
 * Asks `content` each fact again and hashes the answers. A fact that no longer evaluates (a
 * method gone from a newer build, a read that throws) gets no hash, so its pages are rendered.
 */
export async function factHashes(
  content: Content,
  keys: Iterable<string>,
): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  for (const key of keys) {
    const { method, args } = parseFactKey(
      key.startsWith(FRAGMENT_FACT) ? key.slice(FRAGMENT_FACT.length) : key,
    );
    const read = (content as unknown as Record<string, unknown>)[method];
    if (typeof read !== 'function' || method === 'source') continue;
    try {
      answers[key] = valueHash(await read.apply(content, args));
    } catch {
      // Left out: the pages reading it render again and report the error themselves.
    }
  }
  return answers;
}
