// A form posted without JavaScript (docs/decisions/0034-forms-post-without-javascript.md): the
// form API's answer is a redirect (a stored lead, to its prerendered confirmation), a short
// refusal, or a page rendered on request by the current build's `/forms/:form` route
// (apps/web/app/routes/form-post.tsx): the form again with the visitor's values and the errors by the fields.
import type { FormPostAnswer, FormPostPage } from '@tablogs/leads/server';
import type { Request, Response } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { redirectWithin } from '../http/redirects.ts';
import { requestOrigin, trustOf } from '../http/request-arrival.ts';
import { pageFileAt } from '../http/request-headers.ts';
import { contentSecurityPolicy, type ThirdPartyScripts } from '../http/security-headers.ts';
import { inlineScriptHashes, withDeferredHydration } from '../site/inline-scripts.ts';
import type { Site } from '../site/site.ts';

const NO_STORE = 'private, no-store';
const renderers: WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>> = new WeakMap();

/** Sends the form API's answer to a native post. */
export async function sendFormPostAnswer(
  req: Request,
  res: Response,
  answer: FormPostAnswer,
  thirdParty: ThirdPartyScripts,
) {
  res.setHeader('Cache-Control', NO_STORE);
  switch (answer.kind) {
    case 'redirect':
      // 303: the browser follows with a GET, and the post leaves no entry to repeat on reload.
      redirectWithin(res, 303, confirmationPage(answer.location, res.locals.site));
      return;
    case 'refused':
      res.status(answer.status).set(answer.headers).type('text/plain; charset=utf-8');
      res.send(answer.message);
      return;
    case 'page': {
      const site: Site = res.locals.site;
      const html = await renderFormPostPage(
        site.build,
        requestOrigin(req, trustOf(req)),
        answer.page,
      );
      if (res.destroyed) return;
      res.status(answer.status).set(answer.headers);
      // The page holds what the visitor typed: for them alone, never for a cache or a crawler.
      res.setHeader('X-Robots-Tag', 'noindex');
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy(inlineScriptHashes(html), thirdParty),
      );
      res.type('html').send(html);
    }
  }
}

/**
 * The page for a native post's answer, rendered like a prerendered page (the same route modules
 * and entry.server), with its hydration deferred as the postbuild does it. The page state goes to
 * the route's action as JSON; the production server routes no other POST to a page.
 */
async function renderFormPostPage(build: ServerBuild, origin: string, page: FormPostPage) {
  let render = renderers.get(build);
  if (!render) {
    render = createRequestHandler(build, 'production');
    renderers.set(build, render);
  }
  const response = await render(
    new Request(new URL(`/forms/${page.form}`, origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
      body: JSON.stringify(page),
    }),
  );
  const html = await response.text();
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) {
    throw new Error(`The /forms/${page.form} page answered ${response.status} without HTML`);
  }
  return withDeferredHydration(html);
}

/**
 * The confirmation the form API named, if the build has that page; else the downloads list. A
 * download's confirmation names its document, which a hand-made post may set to anything (an
 * email address once reached the URL): only a document the site has gets its page.
 */
function confirmationPage(location: string, site: Site) {
  return pageFileAt(location, site) ? location : DOWNLOADS_LIST;
}

const DOWNLOADS_LIST = '/resources/downloads';
