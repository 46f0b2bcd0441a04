// A module resolution hook (registered by production-mode.mjs): every import resolves with the
// `production` export condition, as `node --conditions=production` would.

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes('production')
    ? context.conditions
    : [...context.conditions, 'production'];
  return nextResolve(specifier, { ...context, conditions });
}
