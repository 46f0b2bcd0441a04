// A module resolution hook (registered by production-mode.ts): every import resolves with the
// `production` export condition, as `node --conditions=production` would.
import type { ResolveHook } from 'node:module';

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const conditions = context.conditions.includes('production')
    ? context.conditions
    : [...context.conditions, 'production'];
  return nextResolve(specifier, { ...context, conditions });
};
