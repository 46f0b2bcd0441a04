// `@tablogs/leads/config`: the lead settings read from the environment, as one zod schema, and
// the readers of a true/false switch and of a HubSpot form GUID every other setting uses. A bad
// value stops the start with a message naming the variable, instead of failing on a request.
// JavaScript with checked JSDoc types: the production server runs plain Node (docs/decisions/0010).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where leads go when DATA_DIR is unset: the repository's data/, where `pnpm leads` looks too. */
export const REPOSITORY_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** A HubSpot form GUID, like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f. */
export const HUBSPOT_FORM_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** @typedef {Record<string, string | undefined>} Environment */

/**
 * A true/false switch such as NOINDEX: true/false, 1/0, yes/no, on/off; unset or blank is false.
 * Anything else adds a problem naming the variable (and reads as false).
 * @param {Environment} env
 * @param {string} name
 * @param {string[]} problems
 * @returns {boolean}
 */
export function readSwitch(env, name, problems) {
  const raw = env[name];
  const text = raw?.trim().toLowerCase();
  if (!text) return false;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  problems.push(`${name} must be true or false; got "${raw}"`);
  return false;
}

/**
 * A variable's text, trimmed; blank reads as unset (null).
 * @param {(text: string) => string | null} problem the message when the text is unusable
 */
const variable = (problem) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim();
      if (!text) return null;
      const message = problem(text);
      if (message === null) return text;
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    });

/** @param {string} name */
const httpUrl = (name) =>
  variable((text) =>
    URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)
      ? null
      : `${name} must be an http(s):// URL; got "${text}"`,
  );

/** @param {string} name */
const formGuid = (name) =>
  variable((text) =>
    HUBSPOT_FORM_GUID.test(text)
      ? null
      : `${name} must be a HubSpot form GUID like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f`,
  );

const MIN_RATE = 1;
const MAX_RATE = 100_000;

/**
 * The lead settings (packages/leads: storage, rate limit, CRM forwarding) from the environment.
 * A relative DATA_DIR is taken from the working directory.
 */
export const leadsConfigSchema = z
  .object({
    DATA_DIR: variable(() => null),
    DATABASE_URL: variable((text) =>
      /^postgres(ql)?:\/\/[^/]/.test(text)
        ? null
        : 'DATABASE_URL must be a postgres:// (or postgresql://) URL',
    ),
    FORM_RATE_LIMIT_PER_MINUTE: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined || raw.trim() === '') return 10;
        const value = Number(raw);
        if (Number.isInteger(value) && value >= MIN_RATE && value <= MAX_RATE) return value;
        ctx.issues.push({
          code: 'custom',
          message: `FORM_RATE_LIMIT_PER_MINUTE must be a whole number from ${MIN_RATE} to ${MAX_RATE}; got "${raw}"`,
          input: raw,
        });
        return z.NEVER;
      }),
    FORM_HANDLER_URL: httpUrl('FORM_HANDLER_URL'),
    HUBSPOT_API_BASE: httpUrl('HUBSPOT_API_BASE'),
    HUBSPOT_PORTAL_ID: variable((text) =>
      /^\d+$/.test(text) ? null : `HUBSPOT_PORTAL_ID must be the portal's number; got "${text}"`,
    ),
    HUBSPOT_FORM_NEWSLETTER: formGuid('HUBSPOT_FORM_NEWSLETTER'),
    HUBSPOT_FORM_QUOTE: formGuid('HUBSPOT_FORM_QUOTE'),
    HUBSPOT_FORM_CONTACT: formGuid('HUBSPOT_FORM_CONTACT'),
    HUBSPOT_FORM_DOWNLOAD: formGuid('HUBSPOT_FORM_DOWNLOAD'),
  })
  .refine(
    // A variable that failed holds no string here.
    (env) =>
      env.HUBSPOT_PORTAL_ID !== null ||
      ![
        env.HUBSPOT_FORM_NEWSLETTER,
        env.HUBSPOT_FORM_QUOTE,
        env.HUBSPOT_FORM_CONTACT,
        env.HUBSPOT_FORM_DOWNLOAD,
      ].some((guid) => typeof guid === 'string'),
    {
      message: 'HUBSPOT_PORTAL_ID must be set when a HUBSPOT_FORM_* GUID is',
      // Checked even when another variable is bad, so one start names every problem.
      when: () => true,
    },
  )
  .transform((env) => {
    /** @type {Partial<Record<'newsletter' | 'quote' | 'contact' | 'download', string>>} */
    const formGuids = {};
    if (env.HUBSPOT_FORM_NEWSLETTER) formGuids.newsletter = env.HUBSPOT_FORM_NEWSLETTER;
    if (env.HUBSPOT_FORM_QUOTE) formGuids.quote = env.HUBSPOT_FORM_QUOTE;
    if (env.HUBSPOT_FORM_CONTACT) formGuids.contact = env.HUBSPOT_FORM_CONTACT;
    if (env.HUBSPOT_FORM_DOWNLOAD) formGuids.download = env.HUBSPOT_FORM_DOWNLOAD;
    return {
      dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : REPOSITORY_DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      rateLimitPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
      forwarding: {
        hubspot: env.HUBSPOT_PORTAL_ID
          ? {
              portalId: env.HUBSPOT_PORTAL_ID,
              formGuids,
              apiBase: env.HUBSPOT_API_BASE ?? 'https://api.hsforms.com',
            }
          : null,
        formHandlerUrl: env.FORM_HANDLER_URL,
      },
    };
  });

/** @typedef {z.output<typeof leadsConfigSchema>} LeadsConfig */

/**
 * The lead settings; each bad variable adds a problem naming it.
 * @param {Environment} env
 * @param {string[]} problems
 * @returns {LeadsConfig}
 */
export function readLeadsConfig(env, problems) {
  const result = leadsConfigSchema.safeParse(env);
  if (result.success) return result.data;
  problems.push(...result.error.issues.map((issue) => issue.message));
  // As before the schema: with problems, the defaults; the caller stops on the problems.
  return leadsConfigSchema.parse({});
}
