import { createContent, createEmbeddedSource, runAsPreviewRequest } from '@tablogs/content/server';
import type { ComponentProps, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Island, IslandSlotsContext } from '../islands/island';
import { createIslandSlots } from '../islands/island-slots.server';
import NewsletterEdition from '../routes/resources/newsletter';
import { DownloadView } from './downloads/download-view';

// On the server (no jsdom): the islands of a download page and a newsletter edition carry
// inspector tags in a draft preview only, and a visitor's island props are as before.

const content = createContent(createEmbeddedSource());

function renderPage(page: ReactNode): string {
  const slots = createIslandSlots();
  const html = renderToString(
    <MemoryRouter>
      <IslandSlotsContext value={slots}>{page}</IslandSlotsContext>
    </MemoryRouter>,
  );
  return slots.fill(html);
}

describe('inspector tags inside islands', () => {
  it("tag a download's heading, blurb, description and cover in a draft preview", async () => {
    const all = await content.downloads();
    const [download] = all;
    if (!download) throw new Error('No download');
    const page = () =>
      renderPage(<Island name="DownloadView" component={DownloadView} props={{ download, all }} />);
    expect(page()).not.toContain('data-contentful');
    const preview = runAsPreviewRequest(page);
    for (const field of ['heading', 'blurb', 'description', 'image']) {
      expect(preview).toContain(
        `data-contentful-entry-id="${download.id}" data-contentful-field-id="${field}"`,
      );
    }
  });

  it("put a newsletter's email frame in a figure tagged with its body, in a draft preview only", async () => {
    const edition = await content.newsletter('1');
    if (!edition) throw new Error('No edition 1');
    // The route component's own props: only the loader's data is read.
    const props = {
      loaderData: { edition, newer: null, older: null },
    } as unknown as ComponentProps<typeof NewsletterEdition>;
    const page = () => renderPage(<NewsletterEdition {...props} />);
    const visitor = page();
    expect(visitor).not.toContain('data-contentful');
    expect(visitor).not.toContain('<figure');
    const preview = runAsPreviewRequest(page);
    expect(preview).toContain(
      `<figure data-contentful-entry-id="${edition.id}" data-contentful-field-id="content" data-contentful-locale="en-US">`,
    );
    // The island inside it is the visitor's: the same props, the same frame.
    const island = (html: string) =>
      html.match(/<div class="tl-island" data-island="EmailFrame".*?<\/iframe>/s)?.[0];
    expect(island(preview)).toBeTruthy();
    expect(island(preview)).toBe(island(visitor));
  });
});
