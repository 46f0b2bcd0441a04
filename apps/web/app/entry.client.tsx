import { ensureDataLayer } from './analytics/data-layer';
import { hydrateIslands } from './islands/hydrate-islands';
import { holdEarlySubmits } from './leads/lead-form/early-submit';
import { startRegion } from './region/start-region';

// The page is never hydrated as a whole: its islands hydrate, each on its own (decision 0032).

// The analytics queue exists before any island runs, so no event pushed early is lost.
ensureDataLayer();
// A lead form submitted before its island hydrates is held, then sent by the form.
holdEarlySubmits();
startRegion();
void hydrateIslands();
document.documentElement.setAttribute('data-hydrated', '');
