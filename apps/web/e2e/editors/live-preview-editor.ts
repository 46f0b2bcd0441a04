import { expect, type Frame, type Locator, type Page } from '@playwright/test';

// A stand-in for Contentful's web app in live preview (e2e/editors/live-preview.spec.ts): a page on
// another origin frames the preview and speaks the SDK's protocol, as read from
// @contentful/live-preview 4.10's source: the SDK posts `{source: 'live-preview-sdk', method:
// 'CONNECTED', taggedElementCount, …}` and one `SUBSCRIBED` per entry (its `config` is the
// subscribed `{data, locale}` serialised with flatted); the editor answers an edit with
// `{source: 'live-preview-editor', method: 'ENTRY_UPDATED', subscriptionId, data}`, where `data`
// is the whole entry as merged by the editor.

export type SdkMessage = {
  source: string;
  method: string;
  taggedElementCount?: number;
  locale?: string;
  id?: string;
  config?: string;
};

export type Tag = {
  entryId: string | null;
  assetId: string | null;
  fieldId: string | null;
  locale: string | null;
  text: string;
  tagName: string;
};

function editorHtml(frameSrc: string) {
  return `<!doctype html><html lang="en"><head><title>Contentful stand-in</title></head><body>
<iframe id="preview" title="Preview" src="${frameSrc}" style="width:1280px;height:900px;border:0"></iframe>
<script>
window.received = [];
addEventListener('message', (event) => {
  if (event.data && event.data.source === 'live-preview-sdk') window.received.push(event.data);
});
window.sendToPreview = (message) => {
  window.sentAt = Date.now();
  document.getElementById('preview').contentWindow.postMessage(
    Object.assign({ source: 'live-preview-editor' }, message), '*');
};
</script></body></html>`;
}

/** Opens the editor stand-in at `editorOrigin`, framing `frameSrc`; resolves with the frame. */
export async function openEditor(page: Page, editorOrigin: string, frameSrc: string) {
  await page.route(`${editorOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: editorHtml(frameSrc) }),
  );
  // Chromium's local network access: a page may frame a loopback address only when granted.
  await page.context().grantPermissions(['local-network-access'], { origin: editorOrigin });
  await page.goto(`${editorOrigin}/spaces/previewspace/entries`);
  const previewOrigin = new URL(frameSrc).origin;
  await page.waitForFunction(
    () =>
      (window as unknown as { received: SdkMessage[] }).received.some(
        (message) => message.method === 'CONNECTED',
      ),
    undefined,
    { timeout: 20_000 },
  );
  const frame = page.frames().find((each) => each.url().startsWith(previewOrigin));
  if (!frame) throw new Error('The preview frame did not load');
  return frame;
}

export const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: SdkMessage[] }).received);

/** The tagged elements of the page in `frame`. */
export const tagsIn = (frame: Frame) =>
  frame.evaluate(() =>
    [...document.querySelectorAll('[data-contentful-entry-id], [data-contentful-asset-id]')].map(
      (element) => ({
        entryId: element.getAttribute('data-contentful-entry-id'),
        assetId: element.getAttribute('data-contentful-asset-id'),
        fieldId: element.getAttribute('data-contentful-field-id'),
        locale: element.getAttribute('data-contentful-locale'),
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        tagName: element.tagName,
      }),
    ),
  );

/** flatted's parse (the SDK's `config`): strings are indexes into the list, [0] the value. */
export function parseFlatted(text: string): unknown {
  const input = JSON.parse(text) as unknown[];
  const done = new Map<number, unknown>();
  const value = (index: number): unknown => {
    const item = input[index];
    if (typeof item !== 'object' || item === null) return item;
    if (done.has(index)) return done.get(index);
    const out: Record<string, unknown> | unknown[] = Array.isArray(item) ? [] : {};
    done.set(index, out);
    for (const [key, each] of Object.entries(item)) {
      (out as Record<string, unknown>)[key] = typeof each === 'string' ? value(Number(each)) : each;
    }
    return out;
  };
  return value(0);
}

/** The subscription id the SDK gave the entry `entryId`. */
export function subscriptionOf(messages: SdkMessage[], entryId: string): string | undefined {
  return messages.find((message) => {
    if (message.method !== 'SUBSCRIBED' || !message.config) return false;
    const config = parseFlatted(message.config) as { data?: { sys?: { id?: string } } };
    return config.data?.sys?.id === entryId;
  })?.id;
}

/** Sends an entry as the editor's unsaved version of it, as Contentful's web app does. */
export const sendEdit = (page: Page, subscriptionId: string | undefined, data: unknown) =>
  page.evaluate(
    ({ subscriptionId, data }) =>
      (window as unknown as { sendToPreview: (message: unknown) => void }).sendToPreview({
        method: 'ENTRY_UPDATED',
        subscriptionId,
        data,
      }),
    { subscriptionId, data },
  );

/** Marks the page in `frame`: the mark survives an in-place change, not a reload. */
export const markPage = (frame: Frame) =>
  frame.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

/** Whether the page in `frame` still has the mark of markPage. */
export const stillMarked = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/**
 * Watches the about block `id` in `frame` for its heading, a rich-text paragraph and an image
 * (`assetId`'s URL stem) to appear, noting each one's first sight by the clock the editor's send
 * uses. Marks the page too (markPage).
 */
export const watchBlock = (
  frame: Frame,
  change: { id: string; heading: string; paragraph: string; assetId: string },
) =>
  frame.evaluate(({ id, heading, paragraph, assetId }) => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: typeof seen; notReloaded: boolean }).seen = seen;
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
    const check = () => {
      const now = Date.now();
      const title = document.querySelector(`h2[data-contentful-entry-id="${id}"]`);
      if (!seen.heading && title?.textContent?.includes(heading)) seen.heading = now;
      const body = document.querySelector(`[data-contentful-entry-id="${id}"].prose`);
      if (!seen.paragraph && body?.textContent?.includes(paragraph)) seen.paragraph = now;
      const image = document.querySelector(`img[data-contentful-entry-id="${id}"]`);
      const sources = image?.closest('picture')?.innerHTML ?? image?.outerHTML ?? '';
      if (!seen.image && sources.includes(assetId)) seen.image = now;
    };
    const all = { subtree: true, childList: true, attributes: true, characterData: true };
    new MutationObserver(check).observe(document, all);
  }, change);

/** What watchBlock saw so far: each change's milliseconds after the editor sent the edit. */
export async function seenAfterSend(page: Page, frame: Frame): Promise<Record<string, number>> {
  const seen = await frame.evaluate(() => (window as unknown as { seen: object }).seen);
  const sentAt = await page.evaluate(() => (window as unknown as { sentAt: number }).sentAt);
  return Object.fromEntries(
    Object.entries(seen).map(([change, at]) => [change, (at as number) - sentAt]),
  );
}

type InspectedElement = {
  attributes: { entryId?: string; fieldId?: string };
  isHovered: boolean;
  isCoveredByOtherElement: boolean;
};

/**
 * Turns inspector mode on, as the editor's toolbar does, points at `target` (an element in the
 * preview frame) and resolves with the tagged element the SDK reports hovered (its
 * `TAGGED_ELEMENTS` message), or undefined when it reports none.
 */
export async function pointAt(page: Page, target: Locator) {
  await page.evaluate(() =>
    (window as unknown as { sendToPreview: (message: unknown) => void }).sendToPreview({
      method: 'INSPECTOR_MODE_CHANGED',
      isInspectorActive: true,
    }),
  );
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to point at');
  await page.mouse.move(box.x + 8, box.y + box.height / 2, { steps: 4 });
  const hovered = async () =>
    ((await received(page)) as unknown as Array<{ method: string; elements?: InspectedElement[] }>)
      .filter((message) => message.method === 'TAGGED_ELEMENTS')
      .at(-1)
      ?.elements?.find((element) => element.isHovered);
  await expect.poll(hovered).toBeTruthy();
  return hovered();
}
