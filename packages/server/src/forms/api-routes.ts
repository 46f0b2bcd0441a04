// /api: the form API (this server's lead store and outbox), then the region and token API,
// answered by the current build's React Router routes.
import compression from 'compression';
import { type RequestHandler, Router } from 'express';
import { matchPath } from 'react-router';
import type { Site } from '../site/site.ts';
import type { FormApi } from './form-api.ts';

/**
 * The router to mount at /api. Only real API routes reach React Router; anything else under
 * /api passes on (to the JSON 404).
 */
export function apiRoutes(formApi: FormApi): RequestHandler {
  const router = Router();
  router.use(compression());
  router.all('/internal/:form', formApi.handler);
  router.use((req, res, next) => {
    const { apiPatterns, handleWithRouter }: Site = res.locals.site;
    // Mounting strips the prefix; React Router routes on the full path.
    req.url = req.originalUrl;
    const pattern = apiPatterns.find((each) => matchPath(each, req.path));
    if (!pattern) return next();
    res.locals.routePattern = pattern; // the label in logs and metrics (ops/logging.ts)
    return handleWithRouter(req, res, next);
  });
  return router;
}
