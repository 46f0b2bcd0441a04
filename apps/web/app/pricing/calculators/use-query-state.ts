import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the URL waits after the last change, so dragging a slider writes it once. */
const URL_WRITE_DELAY_MS = 300;

interface QueryStateOptions<State> {
  /** What the prerendered HTML shows; also what hydration renders. */
  defaults: State;
  /** Reads the state from the query, falling back to defaults for bad values. */
  read: (params: URLSearchParams) => State;
  /** The query that reopens the state. */
  toParams: (state: State) => Record<string, string>;
}

/**
 * Page state that lives in the URL query, so a link reopens the same quote. The first render
 * uses `defaults` (as the prerendered HTML did, so hydration matches); the page's query is
 * applied in an effect. Changes show at once and reach the URL debounced, replacing the history
 * entry (so Back leaves the page, and the scroll stays where it is).
 */
export function useQueryState<State extends object>({
  defaults,
  read,
  toParams,
}: QueryStateOptions<State>): [State, (patch: Partial<State>) => void] {
  const [state, setState] = useState(defaults);
  const latest = useRef(state);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const fromQuery = read(new URLSearchParams(window.location.search));
    // Most visits have no query: then the page already shows its state, and re-rendering the
    // whole calculator right after it hydrated would only add blocking time.
    const same = sameParams(toParams(fromQuery), toParams(latest.current));
    if (!same) {
      latest.current = fromQuery;
      setState(fromQuery);
    }
    return () => clearTimeout(pendingWrite.current);
  }, [read, toParams]);

  const update = useCallback(
    (patch: Partial<State>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setState(next);
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => {
        const url = new URL(window.location.href);
        url.search = new URLSearchParams(toParams(next)).toString();
        if (url.href !== window.location.href)
          window.history.replaceState(window.history.state, '', url);
      }, URL_WRITE_DELAY_MS);
    },
    [toParams],
  );

  return [state, update];
}

function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
}
