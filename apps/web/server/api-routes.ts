// /api: the form and region API, answered by the current build's React Router routes.
import compression from 'compression';
import type { RequestHandler } from 'express';
import { matchPath } from 'react-router';
import type { Site } from './site.ts';

/** Set from this server's own view of the client address (@tablogs/leads CLIENT_IP_HEADER). */
const CLIENT_IP_HEADER = 'x-tablogs-client-ip';

/**
 * The handlers to mount at /api. Only real API routes reach React Router; anything else under
 * /api passes on (to the JSON 404).
 */
export function apiRoutes(): RequestHandler[] {
  return [
    compression(),
    (req, res, next) => {
      const { apiPatterns, handleWithRouter }: Site = res.locals.site;
      // Mounting strips the prefix; React Router routes on the full path.
      req.url = req.originalUrl;
      // The form API limits per client address; only this server's view of it counts.
      req.headers[CLIENT_IP_HEADER] = req.ip ?? 'unknown';
      if (!apiPatterns.some((pattern) => matchPath(pattern, req.path))) return next();
      return handleWithRouter(req, res, next);
    },
  ];
}
