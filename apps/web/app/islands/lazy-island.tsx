import {
  type ComponentType,
  lazy,
  memo,
  type NamedExoticComponent,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useState,
} from 'react';

// Lazy islands hydrate after the page, each once its chunk has arrived, so `data-hydrated` on
// <html> (set by the root layout) does not mean every widget answers yet. <html> carries
// `data-islands-pending` while any island on the page has not hydrated; tests wait for it to go
// (e2e/fixtures.ts, waitForHydration).
let pending = 0;

function changePending(by: number) {
  pending += by;
  if (pending > 0) document.documentElement.dataset.islandsPending = String(pending);
  else delete document.documentElement.dataset.islandsPending;
}

/**
 * A Suspense boundary around a `lazy()` widget whose code is a chunk of its own, out of the
 * JavaScript a page loads before interaction. A prerendered page never shows `fallback`: its HTML
 * holds the widget in place (app/entry.server.tsx renders documents whole and outlines no
 * boundary) and React keeps that HTML until the chunk arrives and the island hydrates. After a
 * client-side navigation `fallback` shows while the chunk loads, so it should look the same.
 */
export function LazyIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // Runs in the page's hydration commit, before the root layout's effect marks <html> hydrated.
  useEffect(() => {
    changePending(1);
    return () => changePending(-1);
  }, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <IslandHydrated />
    </Suspense>
  );
}

/** Commits with the island's content, so its effect says the island has hydrated. */
function IslandHydrated() {
  useEffect(() => {
    changePending(-1);
    return () => changePending(1);
  }, []);
  return null;
}

/**
 * A component whose code is a chunk of its own (`load` must call `import()`), kept out of the JS
 * a page loads before interaction.
 *
 * - Prerendered page: the island renders through React.lazy inside LazyIsland (a Suspense
 *   boundary). Documents render whole, so the HTML holds the island in place and React keeps that
 *   HTML as it is until the chunk has arrived, then hydrates the island alone. The fallback
 *   (nothing) never shows.
 * - Client-side navigation: the island waits for its chunk outside any new boundary, so the
 *   navigation (a transition) keeps the previous page up that moment longer and the new page
 *   appears whole, with no static copy to keep in step with the component.
 *
 * The island is memoised: its props must keep their identity across the owner's renders (loader
 * data, strings, module-level values). A boundary still waiting for its chunk that gets new props
 * in an urgent update is thrown away and rendered afresh, losing what the visitor had typed.
 */
export function lazyIsland<Props extends object>(
  displayName: string,
  load: () => Promise<ComponentType<Props>>,
): NamedExoticComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  const LazyComponent = lazy(async () => ({ default: await loadOnce() }));

  // biome-ignore lint/correctness/noComponentHookFactories: made once per island at module level, like lazy() and memo().
  function Island(props: Props) {
    // Fixed at mount: a mounted island keeps the structure it hydrated with.
    const [hydrating] = useState(isHydrationRender);
    if (hydrating) {
      // React asks for a lazy chunk only when it hydrates the boundary, in a pass after the
      // page's; asking now, while the page hydrates, lets the two overlap.
      if (typeof document !== 'undefined') void loadOnce();
      return (
        <LazyIsland fallback={null}>
          <LazyComponent {...props} />
        </LazyIsland>
      );
    }
    const Component = use(loadOnce());
    return <Component {...props} />;
  }
  Island.displayName = displayName;
  return memo(Island);
}

/**
 * True on the server and while the page hydrates; false once the root layout has marked the
 * document hydrated (it does so in its first effect), i.e. on renders after a navigation.
 */
function isHydrationRender(): boolean {
  return typeof document === 'undefined' || !document.documentElement.hasAttribute('data-hydrated');
}
