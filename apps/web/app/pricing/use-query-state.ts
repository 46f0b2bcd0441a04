import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OwnQueryWrites } from './own-query-writes';

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
 * uses `defaults` (as the prerendered HTML did, so hydration matches); the query is applied in
 * an effect. Changes show at once and reach the URL debounced, replacing the history entry.
 */
export function useQueryState<State extends object>({
  defaults,
  read,
  toParams,
}: QueryStateOptions<State>): [State, (patch: Partial<State>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState(defaults);
  const latest = useRef(state);
  const ownWrites = useRef(new OwnQueryWrites());
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const query = searchParams.toString();
  // The query of the last committed render: where the URL has settled when no write is on its way.
  const shownQuery = useRef(query);

  // On hydration and whenever the query changes from outside (a link), show what it asks for.
  useEffect(() => {
    shownQuery.current = query;
    if (ownWrites.current.landed(query)) return;
    const next = read(new URLSearchParams(query));
    latest.current = next;
    setState(next);
  }, [query, read]);

  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  const update = useCallback(
    (patch: Partial<State>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setState(next);
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => {
        const params = toParams(next);
        const nextQuery = new URLSearchParams(params).toString();
        if (nextQuery === ownWrites.current.settledQuery(shownQuery.current)) return;
        ownWrites.current.wrote(nextQuery);
        setSearchParams(params, {
          replace: true,
          preventScrollReset: true,
          state: { keepScroll: true },
        });
      }, URL_WRITE_DELAY_MS);
    },
    [setSearchParams, toParams],
  );

  return [state, update];
}
