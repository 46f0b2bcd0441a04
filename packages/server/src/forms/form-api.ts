// POST /api/internal/:form, the lead forms' API (docs/decisions/0014-form-api.md). This server
// owns the lead store and CRM outbox behind it: it opens them before it listens and closes them
// on shutdown (docs/decisions/0031-the-server-owns-the-form-api.md).
import { Readable } from 'node:stream';
import {
  createLeadsRuntime,
  FORM_POST_CONTENT_TYPE,
  type LeadsConfig,
  type LeadsRuntime,
  type OutboxObservers,
} from '@tablogs/leads/server';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { clientAddress, requestUrl, trustOf } from '../http/request-arrival.ts';
import type { ThirdPartyScripts } from '../http/security-headers.ts';
import { sendFormPostAnswer } from './form-posts.ts';
import { leadAnswered, leadPosted } from './lead-events.ts';

export type FormApi = {
  handler: RequestHandler;
  stats: LeadsRuntime['stats'];
  close(): Promise<void>;
};

/** What a form posted without JavaScript needs besides the lead settings (decision 0034). */
export type FormPostSettings = {
  /** SITE_URL's origin: a post from it is the site's own, whatever host the server sees. */
  siteOrigin: string | null;
  /** The CSP of the page that answers a native post admits what the pages admit. */
  thirdParty: ThirdPartyScripts;
};

/**
 * Opens the lead store (migrating it) and starts the CRM outbox, so pending deliveries resume
 * after a restart and a broken database stops the start.
 */
export async function startFormApi(
  config: LeadsConfig,
  formPosts: FormPostSettings = {
    siteOrigin: null,
    thirdParty: { tagManager: false, hubspotForms: false },
  },
  observers: OutboxObservers = {},
): Promise<FormApi> {
  const runtime = createLeadsRuntime(config, observers);
  await runtime.start();
  return {
    // Mounted at /api/internal/:form. The rate limit counts this server's view of the client
    // address (trust proxy honoured), never a header the client sent.
    handler: async (req, res, next) => {
      try {
        const { form } = req.params;
        if (isFormPost(req)) {
          // A form posted without JavaScript: the answer is a page or a redirect (decision 0034).
          const answer = await runtime.handlePost(
            fetchRequest(req),
            typeof form === 'string' ? form : undefined,
            clientAddress(req, trustOf(req)),
            { siteOrigin: formPosts.siteOrigin },
          );
          leadPosted(typeof form === 'string' ? form : undefined, answer);
          await sendFormPostAnswer(req, res, answer, formPosts.thirdParty);
          return;
        }
        const answer = await runtime.handle(
          fetchRequest(req),
          typeof form === 'string' ? form : undefined,
          clientAddress(req, trustOf(req)),
        );
        res.status(answer.status);
        answer.headers.forEach((value, name) => {
          res.setHeader(name, value);
        });
        // Answers are a few bytes of JSON.
        const body = Buffer.from(await answer.arrayBuffer());
        leadAnswered(typeof form === 'string' ? form : undefined, answer.status, body);
        res.end(body);
      } catch (error) {
        next(error);
      }
    },
    stats: () => runtime.stats(),
    close: () => runtime.close(),
  };
}

/** A native form post: urlencoded, as a form without JavaScript sends it. */
function isFormPost(req: ExpressRequest) {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === FORM_POST_CONTENT_TYPE;
}

/** The request as the Fetch API sees it; the body streams, so a size limit stops reading early. */
function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(requestUrl(req, trustOf(req)), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  });
}
