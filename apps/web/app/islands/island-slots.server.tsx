import { rendersPreviewTags } from '@tablogs/content/preview-tags';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandSlots } from './island';

/**
 * An island renders from its props alone (the browser hydrates it from them), so outside a draft
 * preview its HTML is a function of its name, props and id prefix, and the same header on 2,000
 * post pages need not be rendered 2,000 times. Bounded: a build has a few distinct islands per
 * page type.
 */
const RENDERED_LIMIT = 64;
const rendered = new Map<string, string>();

function renderIsland(element: ReactElement, key: string, idPrefix: string): string {
  // A draft preview's islands carry inspector tags (preview-tags) that the same props render
  // without for a visitor: never cached, so neither gets the other's HTML.
  if (rendersPreviewTags()) return renderToString(element, { identifierPrefix: idPrefix });
  const cacheKey = `${key}\u0000${idPrefix}`;
  const cached = rendered.get(cacheKey);
  if (cached !== undefined) return cached;
  const html = renderToString(element, { identifierPrefix: idPrefix });
  if (rendered.size >= RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(cacheKey, html);
  return html;
}

/**
 * An island's HTML is rendered as a root of its own, after the document, with its own id prefix:
 * React's `useId` counts from the root it renders in, so only then do the ids in the HTML match
 * the ones the island makes when the browser hydrates it alone (hydrate-islands.ts). Rendering it
 * in place would give it ids from its position in the whole document.
 */
export function createIslandSlots(): IslandSlots & { fill: (html: string) => string } {
  const islands: { element: ReactElement; key: string }[] = [];
  return {
    add(element, key) {
      islands.push({ element, key });
      return islands.length - 1;
    },
    fill(html) {
      return html.replace(/ data-island-slot="(\d+)"><\/div>/g, (_match, slot: string) => {
        const island = islands[Number(slot)];
        if (!island) throw new Error(`Island slot ${slot} was never filled`);
        const idPrefix = `i${slot}-`;
        const islandHtml = renderIsland(island.element, island.key, idPrefix);
        return ` data-island-id="${idPrefix}">${islandHtml}</div>`;
      });
    },
  };
}
