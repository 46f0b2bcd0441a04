// @vitest-environment jsdom
import type { Faq } from '@tablogs/content';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadView } from '../resources/downloads/download-view';
import { FaqAccordion } from '../resources/faq-accordion';
import { hydrateIslands } from './hydrate-islands';
import { Island, IslandSlotsContext } from './island';
import { createIslandSlots } from './island-slots.server';

const faqs: Faq[] = [
  { id: 'a', question: 'Does it work offline?', answerHtml: '<p>Yes.</p>', order: 1 },
  { id: 'b', question: 'Can I import old logs?', answerHtml: '<p>From CSV.</p>', order: 2 },
] as Faq[];

/** A page as entry.server.tsx makes it: the document first, then each island as its own root. */
function renderPage(page: React.ReactNode): string {
  const slots = createIslandSlots();
  const html = renderToString(<IslandSlotsContext value={slots}>{page}</IslandSlotsContext>);
  return slots.fill(html);
}

// Hydration imports each island's module (Radix's among them): on a 2-core CI host running
// other packages' tasks beside this one that took over a second, vi.waitFor's default.
const IMPORT_WAIT = { timeout: 15_000 };

async function islandsHydrated() {
  await vi.waitFor(() => {
    expect(document.documentElement.dataset.islandsPending).toBeUndefined();
  }, IMPORT_WAIT);
}

/** A stand-in island component that counts its renders. */
let renders = 0;
function Counted({ label }: { label: string }) {
  renders += 1;
  return <p>{label}</p>;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('islands', () => {
  it('render in the HTML and hydrate on their own, with the ids the HTML has', async () => {
    document.body.innerHTML = renderPage(
      <main>
        <h1>Questions</h1>
        <Island name="FaqAccordion" component={FaqAccordion} props={{ faqs }} />
      </main>,
    );
    const island = document.querySelector<HTMLElement>('[data-island="FaqAccordion"]');
    expect(island?.dataset.islandId).toBe('i0-');
    // In the HTML each question is a native <details>, the first one open (decision 0033).
    expect([...document.querySelectorAll('details')].map((item) => item.open)).toEqual([
      true,
      false,
    ]);

    // The console guard fails the test on a hydration mismatch React reports.
    void hydrateIslands();
    await islandsHydrated();
    // Radix takes over (a transition, after hydration): each trigger names its answer's id.
    await vi.waitFor(
      () => expect(document.querySelector('button[aria-controls]')).not.toBeNull(),
      IMPORT_WAIT,
    );
    const trigger = document.querySelector<HTMLButtonElement>('button[aria-controls]');
    const panelId = trigger?.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(panelId)).not.toBeNull();
    const second = [...document.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('import old logs'),
    );
    expect(second?.getAttribute('aria-expanded')).toBe('false');
    second?.click();
    await vi.waitFor(() => expect(second?.getAttribute('aria-expanded')).toBe('true'));
    expect(document.getElementById(second?.getAttribute('aria-controls') ?? '')).not.toBeNull();
  }, 30_000);

  it('carry their props as JSON', () => {
    const download = {
      id: 'd1',
      slug: 'field-guide',
      heading: 'Field Guide',
      blurb: 'A guide.',
      descriptionHtml: '<p>Soil.</p>',
      image: { url: '/guide.png', alt: 'Cover', width: 600, height: 800 },
      document: { url: '/guide.pdf' },
    } as unknown as Parameters<typeof DownloadView>[0]['download'];
    document.body.innerHTML = renderPage(
      <Island name="DownloadView" component={DownloadView} props={{ download, all: [download] }} />,
    );
    const islands = document.querySelectorAll<HTMLElement>('[data-island]');
    expect([...islands].map((element) => element.dataset.island)).toEqual(['DownloadView']);
    expect(JSON.parse(islands[0]?.dataset.props ?? '')).toEqual({ download, all: [download] });
    expect(document.querySelector('form')).not.toBeNull();
  });

  it('render once for the same props and slot, again for other props or another slot', () => {
    renders = 0;
    const page = (label: string) => (
      // biome-ignore lint/suspicious/noExplicitAny: a stand-in component under a real island name
      <Island name="FaqAccordion" component={Counted as any} props={{ label } as any} />
    );
    const first = renderPage(page('Same header'));
    expect(renderPage(page('Same header'))).toBe(first);
    expect(renders).toBe(1);
    expect(renderPage(page('Other header'))).toContain('Other header');
    expect(renders).toBe(2);
    // In the second slot its id prefix differs, so React's ids in it would too.
    expect(
      renderPage(
        <>
          {page('Same header')}
          {page('Same header')}
        </>,
      ),
    ).toContain('i1-');
    expect(renders).toBe(3);
  });

  it('inside an island (no document render around it) an island is part of it, unmarked', () => {
    const html = renderToString(
      <Island name="FaqAccordion" component={FaqAccordion} props={{ faqs }} />,
    );
    expect(html).not.toContain('data-island');
    expect(html).toContain('Does it work offline?');
  });

  it('an island that cannot load stays as its HTML and no longer counts as pending', async () => {
    // The failed load is logged on purpose, for whoever looks at the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML =
      '<div class="tl-island" data-island="Retired" data-props="{}"><a href="/">Home</a></div>';
    void hydrateIslands();
    await islandsHydrated();
    expect(document.querySelector<HTMLElement>('[data-island]')?.dataset.islandFailed).toBe('');
    expect(document.querySelector('a')?.textContent).toBe('Home');
  });
});
