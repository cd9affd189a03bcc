import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors';

export interface WebOptions {
  /** The built SPA (Vite's dist): index.html plus hashed files under assets/. */
  webDistDir: string;
}

const NOT_BUILT =
  'Create Together: the web app is not built yet, so there is nothing to show here. ' +
  'Run `npm run build` (or `npm start`, which builds what is missing), then restart the server. The API is up under /api.\n';

/**
 * Serves the SPA with a history fallback: a GET outside /api that is not a file answers index.html,
 * so deep links (/projects/42) load the app. Unknown /api paths, and other methods, are JSON 404s.
 * Registered last: every API route wins over the static wildcard.
 */
export const webPlugin = fp<WebOptions>(
  async (app, { webDistDir }) => {
    const built = existsSync(join(webDistDir, 'index.html'));
    if (!built) app.log.warn(`No web app in ${webDistDir}; / will say so until it is built.`);
    else {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        // The build writes a .br and a .gz beside every text file; each request gets the best one
        // its Accept-Encoding allows (or the file as it is), with no compressing per request.
        preCompressed: true,
        setHeaders(res, sentPath) {
          // A cache must keep one copy per Accept-Encoding: the same URL has up to three bodies.
          res.setHeader('vary', 'Accept-Encoding');
          const path = sentPath.replace(/\.(br|gz)$/, '');
          // Vite puts a content hash in every file name under assets/: they never change.
          if (path.startsWith(join(webDistDir, 'assets'))) {
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          } else if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
          else res.setHeader('cache-control', 'public, max-age=3600');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        path !== '/api' &&
        !path.startsWith('/api/') &&
        // A missing hashed asset is a stale tab asking for an old build: a 404, not the HTML page.
        !path.startsWith('/assets/');
      if (isPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      if (isPage) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      return reply.code(404).send(errorBody('Not found.', 'NOT_FOUND'));
    });
  },
  { name: 'web' },
);
