import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandSlots } from './island';

/**
 * An island's HTML is rendered as a root of its own, after the document, with its own id prefix:
 * React's `useId` counts from the root it renders in, so only then do the ids in the HTML match
 * the ones the island makes when the browser hydrates it alone (hydrate-islands.ts). Rendering it
 * in place would give it ids from its position in the whole document.
 */
export function createIslandSlots(): IslandSlots & { fill: (html: string) => string } {
  const elements: ReactElement[] = [];
  return {
    add(element) {
      elements.push(element);
      return elements.length - 1;
    },
    fill(html) {
      return html.replace(/ data-island-slot="(\d+)"><\/div>/g, (_match, slot: string) => {
        const element = elements[Number(slot)];
        if (!element) throw new Error(`Island slot ${slot} was never filled`);
        const idPrefix = `i${slot}-`;
        const islandHtml = renderToString(element, { identifierPrefix: idPrefix });
        return ` data-island-id="${idPrefix}">${islandHtml}</div>`;
      });
    },
  };
}
