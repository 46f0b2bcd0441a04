/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The client entry of a draft preview page (never of a visitor's page: decision 0060). Inside
// Contentful's entry editor it starts the live preview SDK: inspector mode over the page's tags,
// and a subscription per entry the page shows. Each edit is sent with the page's path to
// `POST /api/preview/render`, which renders the page again on the server from the same route
// modules with the edits laid over the Preview API's entries; the changed parts are swapped in.
import { ContentfulLivePreview } from '@contentful/live-preview';
import { LIVE_PATH_HEADER, renderPathOf } from './live-path';
import { swapChangedParts } from './swap-page';

/** The JSON the server puts in the page (packages/server/src/preview/live-preview.ts). */
export interface LivePreviewData {
  locale: string;
  /** Origins of Contentful's web app allowed to frame the page (PREVIEW_APP_ORIGINS). */
  appOrigins: string[];
  /** The Preview API entries the page's tags name, untransformed. */
  entries: Array<{ sys: { id: string } }>;
  /** The entry a blog post's or download's path names: its slug follows its title. */
  pageEntry?: string;
}

export const LIVE_PREVIEW_DATA_ID = 'tl-live-preview';
export const RENDER_ENDPOINT = '/api/preview/render';

/** The app framing this page, if it is one of `origins`. */
function framingApp(origins: string[]): string | undefined {
  if (window.top === window) return undefined;
  const ancestors = window.location.ancestorOrigins;
  if (ancestors) return origins.find((origin) => [...ancestors].includes(origin));
  return origins.find((origin) => document.referrer.startsWith(`${origin}/`));
}

function readData(): LivePreviewData | null {
  const text = document.getElementById(LIVE_PREVIEW_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as LivePreviewData) : null;
}

async function start() {
  const data = readData();
  const app = data && framingApp(data.appOrigins);
  if (!data || !app) return;
  await ContentfulLivePreview.init({ locale: data.locale, targetOrigin: app });
  const { pageEntry } = data;
  const edits = new Map<string, unknown>();
  let rendering = false;
  let again = false;

  async function render() {
    if (rendering) {
      again = true;
      return;
    }
    rendering = true;
    try {
      const response = await fetch(RENDER_ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          path: renderPathOf(window.location, pageEntry),
          edits: [...edits.values()],
        }),
      });
      if (!response.ok) throw new Error(`${RENDER_ENDPOINT} answered ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), 'text/html');
      swapChangedParts(document, next);
      // A renamed post's new address, without a navigation.
      const shownAt = response.headers.get(LIVE_PATH_HEADER);
      if (shownAt && shownAt !== window.location.pathname + window.location.search) {
        history.replaceState(history.state, '', shownAt + window.location.hash);
      }
    } catch (error) {
      console.warn('Live preview: the edit could not be shown', error);
    } finally {
      rendering = false;
      if (again) {
        again = false;
        void render();
      }
    }
  }

  for (const entry of data.entries) {
    ContentfulLivePreview.subscribe({
      data: entry as never,
      locale: data.locale,
      callback: (updated) => {
        const id = (updated as { sys?: { id?: string } }).sys?.id ?? entry.sys.id;
        edits.set(id, updated);
        void render();
      },
    });
  }
}

// The page's own scripts are this entry (islands stay as their HTML in a preview): tests wait for
// this mark as they do for hydration on visitor pages.
document.documentElement.setAttribute('data-hydrated', '');
void start();
