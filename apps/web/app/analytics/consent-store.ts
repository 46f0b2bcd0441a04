import { create } from 'zustand';

// The EU visitor's answer to the consent banner, kept in localStorage with when it was given.

export type ConsentDecision = 'granted' | 'denied';
export const CONSENT_STORAGE_KEY = 'consent';

interface StoredConsent {
  decision: ConsentDecision;
  decidedAt: string;
}

export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { decision, decidedAt } = value as Record<string, unknown>;
    if ((decision === 'granted' || decision === 'denied') && typeof decidedAt === 'string') {
      return { decision, decidedAt };
    }
    return null;
  } catch {
    return null;
  }
}

type ConsentState = {
  /** null until read from storage (after hydration) or when the visitor has not answered. */
  decision: ConsentDecision | null;
  /** True once storage has been read, so "no answer yet" is told apart from "not read yet". */
  loaded: boolean;
  load: () => void;
  decide: (decision: ConsentDecision) => void;
};

export const useConsentStore = create<ConsentState>()((set) => ({
  decision: null,
  loaded: false,
  load() {
    let stored: StoredConsent | null = null;
    try {
      stored = parseStoredConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
    } catch {
      // Storage refused: the banner asks again on every page.
    }
    set({ decision: stored?.decision ?? null, loaded: true });
  },
  decide(decision) {
    const stored: StoredConsent = { decision, decidedAt: new Date().toISOString() };
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // The answer still applies to this page view.
    }
    set({ decision, loaded: true });
  },
}));
