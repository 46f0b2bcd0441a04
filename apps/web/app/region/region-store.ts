import { parseRegion, type Region, regionForCountry } from '@tablogs/content/regions';
import { create } from 'zustand';

const STORAGE_KEY = 'region';

export type RegionState = {
  /** null on the server and during hydration; the stored or detected region afterwards. */
  region: Region | null;
  /** Reads the stored region, or looks the country up once when none is stored. */
  resolve: (lookupUrl: string) => Promise<void>;
  /** A visitor's explicit choice: stored, applied, and the page reloads with that region. */
  choose: (region: Region) => void;
};

function readStoredRegion(): Region | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return parseRegion(stored);
  } catch {
    return null;
  }
}

function applyRegion(region: Region): void {
  try {
    localStorage.setItem(STORAGE_KEY, region);
  } catch {
    // Storage may be refused; the region still applies to this page view.
  }
  document.documentElement.setAttribute('data-region', region);
}

async function lookUpRegion(lookupUrl: string): Promise<Region> {
  try {
    const response = await fetch(lookupUrl, { headers: { Accept: 'application/json' } });
    if (!response.ok) return 'AU';
    const body: unknown = await response.json();
    const countryCode =
      typeof body === 'object' && body !== null && 'countryCode' in body ? body.countryCode : null;
    return regionForCountry(typeof countryCode === 'string' ? countryCode : null);
  } catch {
    return 'AU';
  }
}

let lookup: Promise<void> | null = null;

export const useRegionStore = create<RegionState>()((set) => ({
  region: null,
  resolve(lookupUrl) {
    const stored = readStoredRegion();
    if (stored) {
      set({ region: stored });
      return Promise.resolve();
    }
    // One lookup per page view, however many components ask.
    lookup ??= lookUpRegion(lookupUrl).then((region) => {
      applyRegion(region);
      set({ region });
    });
    return lookup;
  },
  choose(region) {
    applyRegion(region);
    set({ region });
    window.location.reload();
  },
}));
