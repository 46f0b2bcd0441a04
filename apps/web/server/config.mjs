import path from 'node:path';

// Server configuration, read once from the environment and validated at start so a bad value
// stops the process with a message that names the variable, instead of failing on a request.

/** @typedef {{ port: number, host: string, trustProxy: boolean, noindex: boolean, buildDir: string, thirdParty: import('./security-headers.mjs').ThirdPartyScripts }} ServerConfig */

export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ buildDir: string, appDir: string }} defaults
 * @returns {ServerConfig}
 */
export function readServerConfig(env, defaults) {
  /** @type {string[]} */
  const problems = [];

  const port = readInteger(env.PORT, 3000, 0, 65535, 'PORT', problems);
  const host = env.HOST?.trim() || '0.0.0.0';
  const trustProxy = readBoolean(env.TRUST_PROXY, false, 'TRUST_PROXY', problems);
  const noindex = readBoolean(env.NOINDEX, false, 'NOINDEX', problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    trustProxy,
    noindex,
    buildDir: env.BUILD_DIR ? path.resolve(defaults.appDir, env.BUILD_DIR) : defaults.buildDir,
    // The CSP admits a third party only when its id is set, as it was for the build.
    thirdParty: {
      tagManager: Boolean(env.GTM_ID?.trim()),
      hubspotForms: Boolean(env.HUBSPOT_PORTAL_ID?.trim()),
    },
  };
}

/**
 * @param {string | undefined} raw
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 * @param {string} name
 * @param {string[]} problems
 */
function readInteger(raw, fallback, min, max, name, problems) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
    return fallback;
  }
  return value;
}

/**
 * @param {string | undefined} raw
 * @param {boolean} fallback
 * @param {string} name
 * @param {string[]} problems
 */
function readBoolean(raw, fallback, name, problems) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  problems.push(`${name} must be true or false; got "${raw}"`);
  return fallback;
}
