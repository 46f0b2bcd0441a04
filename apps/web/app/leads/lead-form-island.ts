import type { ComponentType, NamedExoticComponent } from 'react';
import { lazyIsland } from '../islands/lazy-island';
import { holdEarlySubmits } from './early-submit';

/**
 * A lead form as a lazy island (islands/lazy-island.tsx): the form engine, fields, idempotency and CRM
 * code load after the page, not before interaction. Called at module level, so in the browser it
 * runs before the page hydrates and a submit from then on waits for the form (early-submit.ts).
 */
export function leadFormIsland<Props extends object>(
  displayName: string,
  load: () => Promise<ComponentType<Props>>,
): NamedExoticComponent<Props> {
  holdEarlySubmits();
  return lazyIsland(displayName, load);
}
