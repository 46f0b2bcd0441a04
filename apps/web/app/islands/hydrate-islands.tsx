import { type ComponentType, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type IslandName, islandLoaders } from './island-loaders';

// <html> carries `data-islands-pending` while any island of the page has not hydrated; tests
// wait for it to go (e2e/support/fixtures.ts, waitForHydration).
let pending = 0;
function changePending(by: number) {
  pending += by;
  if (pending > 0) document.documentElement.dataset.islandsPending = String(pending);
  else delete document.documentElement.dataset.islandsPending;
}

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** Commits with the island's content, so its effect says the island has hydrated. */
function Hydrated({
  component: Component,
  props,
  onHydrated,
}: {
  component: ComponentType;
  props: object;
  onHydrated: () => void;
}) {
  useEffect(() => onHydrated(), [onHydrated]);
  return <Component {...props} />;
}

/** Resolves once the browser has had a turn: input and paint go between two islands. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Whether the island is on the first screen (its wrapper has no box: `display: contents`). */
function isInView(element: HTMLElement): boolean {
  const box = (element.firstElementChild ?? element).getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
}

async function hydrateIsland(element: HTMLElement, loading: Promise<ComponentType>) {
  try {
    const component = await loading;
    const props: object = JSON.parse(element.dataset.props ?? '{}');
    await new Promise<void>((hydrated) => {
      startTransition(() => {
        hydrateRoot(
          element,
          <Hydrated component={component} props={props} onHydrated={hydrated} />,
          { identifierPrefix: element.dataset.islandId },
        );
      });
    });
  } catch (error) {
    // The island stays as its HTML, which works as links and a plain form.
    element.dataset.islandFailed = '';
    console.error(error);
  } finally {
    changePending(-1);
  }
}

function load(element: HTMLElement): Promise<ComponentType> {
  const name = element.dataset.island;
  if (!isIslandName(name)) return Promise.reject(new Error(`No island is called ${name}`));
  return islandLoaders[name]() as Promise<ComponentType>;
}

/**
 * Loads and hydrates the page's islands (island.tsx) one after another, those on the first screen
 * first, giving the browser a turn between two. Loading them all at once evaluated their modules
 * and committed them back to back: Lighthouse's blocking time on the pricing pages was 50-90 ms at
 * 4x CPU, against about 10 one at a time (`pnpm --filter @tablogs/web hydration-cost`). Each island's chunk is
 * small, so a later island waits little for its own.
 */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  changePending(elements.length);
  const queue = elements.map((element) => ({ element, first: isInView(element) }));
  queue.sort((a, b) => Number(b.first) - Number(a.first));
  for (const { element } of queue) {
    await hydrateIsland(element, load(element));
    await yieldToBrowser();
  }
}
