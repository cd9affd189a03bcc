import type { App } from '../src/app';

/**
 * Every route the app registers, as `METHOD /path`: read from Fastify's route tree
 * (`printRoutes({ commonPrefix: false })`, one node a line, each under its parent): what the router
 * answers, however a route got there (a plugin's own routes too). HEAD
 * routes are the GETs' own; a wildcard (the web app's static files, /media/*'s JSON 404) holds no
 * data of anyone's.
 */
export function registeredRoutes(app: App): string[] {
  const found: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (paths[depth - 1] ?? '') + (match[2] ?? '');
    paths.length = depth;
    paths.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && !path.includes('*')) found.push(`${method} ${path}`);
    }
  }
  return found;
}
