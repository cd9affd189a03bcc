import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The page's own code, asked for beside the entry instead of after it. A route's page is loaded
 * lazily (app/routes.tsx): the browser learns which files it needs only once the entry has arrived
 * and run, and a phone then waits a second round of requests before the page can draw. This plugin
 * writes into index.html, for every route, the files its page needs beyond the entry; the first
 * frame's script (public/first-frame.js) asks for the current route's files as soon as it runs.
 */

/** A route as app/routes.tsx declares it: its path and the modules its page loads. */
export interface RouteModules {
  /** As React Router has it, without the leading slash ('' is the index; ':id' a parameter). */
  path: string;
  /** Source files from the app's root, e.g. `src/features/explore/explore-page.tsx`. */
  modules: string[];
}

/** What index.html carries: the files once, and each route's pattern with its files' numbers. */
export interface RoutePreloads {
  files: string[];
  routes: Array<[pattern: string, files: number[]]>;
}

const LOADER = /const (\w+) = \(\) => import\('([^']+)'\);/g;
const PAGE = /page\('([^']*)', (\w+),/g;
const INDEX = /index: true, lazy: lazyPage\((\w+),/g;
const DATA_LAYOUT = /lazyPage\(\s*\(\) => import\('([^']+)'\),/;

/**
 * Reads app/routes.tsx's declarations: `const xPage = () => import('@/…')`, `page('path', xPage, …)`
 * and the index route; every page but those in `authPages` sits in the data layout (its own lazy
 * module). Throws when a page names a loader it does not declare, or the file has no routes: the
 * build must not quietly lose its preloads.
 */
export function readRoutes(source: string, resolve: (specifier: string) => string): RouteModules[] {
  const loaders = new Map([...source.matchAll(LOADER)].map(([, name, spec]) => [name, spec] as const));
  const authStart = source.indexOf('const authPages');
  const authBlock = authStart < 0 ? '' : source.slice(authStart, source.indexOf('];', authStart));
  const authLoaders = new Set([...authBlock.matchAll(PAGE)].map(([, , loader]) => loader));
  const dataLayout = DATA_LAYOUT.exec(source)?.[1];
  if (!dataLayout)
    throw new Error('route-preloads: app/routes.tsx has no data layout (lazyPage(() => import(…)))');

  const module = (loader: string | undefined) => {
    const spec = loader === undefined ? undefined : loaders.get(loader);
    if (!spec) throw new Error(`route-preloads: app/routes.tsx uses ${loader}, which it does not declare`);
    return resolve(spec);
  };
  const route = (path: string, loader: string | undefined): RouteModules => ({
    path,
    modules: authLoaders.has(loader ?? '') ? [module(loader)] : [resolve(dataLayout), module(loader)],
  });
  const routes = [
    ...[...source.matchAll(INDEX)].map(([, loader]) => route('', loader)),
    ...[...source.matchAll(PAGE)].map(([, path, loader]) => route(path ?? '', loader)),
  ];
  if (routes.length === 0) throw new Error('route-preloads: app/routes.tsx declares no pages');
  return routes;
}

/**
 * A route's path as a regular expression on `location.pathname` (a trailing slash allowed);
 * null for the catch-all, whose page is only the not-found one.
 */
export function routePattern(path: string): string | null {
  if (path === '*') return null;
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return `^/${body}/?$`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many parameters a path has: a route with fewer wins (`projects/new` over `projects/:id`). */
const parameters = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/** A chunk as the bundle describes it: its file, the modules it holds, what it imports. */
export interface ChunkInfo {
  fileName: string;
  moduleIds: string[];
  imports: string[];
}

/**
 * For each route, the files its page needs beyond what the entry loads: the chunks of its
 * modules and their static imports, transitively. Routes in the order a matcher must try them
 * (fewest parameters first).
 */
export function routePreloads(
  routes: RouteModules[],
  chunks: ChunkInfo[],
  entryFiles: Set<string>,
  root: string,
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(join(root, module)));
  const closure = (file: string, into: Set<string>) => {
    if (into.has(file) || entryFiles.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
  };
  const files: string[] = [];
  const number = (file: string) => {
    const known = files.indexOf(file);
    return known >= 0 ? known : files.push(file) - 1;
  };
  const ordered = [...routes].sort((a, b) => parameters(a.path) - parameters(b.path));
  const out: RoutePreloads['routes'] = [];
  for (const route of ordered) {
    const pattern = routePattern(route.path);
    if (pattern === null) continue;
    const needed = new Set<string>();
    for (const module of route.modules) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
      closure(chunk.fileName, needed);
    }
    out.push([pattern, [...needed].map(number)]);
  }
  return { files, routes: out };
}

/** The Vite plugin: writes the preloads into the built index.html (nothing in development). */
export function routePreloadsPlugin({ root }: { root: string }): Plugin {
  const resolveSpec = (specifier: string) => {
    const base = specifier.startsWith('@/')
      ? `src/${specifier.slice(2)}`
      : join('src/app', specifier).replaceAll('\\', '/');
    const file = ['.tsx', '.ts']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(join(root, candidate)));
    if (!file) throw new Error(`route-preloads: cannot find ${specifier}`);
    return file;
  };
  return {
    name: 'route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const routes = readRoutes(readFileSync(join(root, 'src/app/routes.tsx'), 'utf8'), resolveSpec);
        const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [{ fileName: output.fileName, moduleIds: output.moduleIds, imports: output.imports }]
            : [],
        );
        const entryFiles = new Set<string>();
        const entry = (file: string) => {
          if (entryFiles.has(file)) return;
          entryFiles.add(file);
          for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? []) entry(imported);
        };
        entry(chunk.fileName);
        const preloads = routePreloads(routes, chunks, entryFiles, root);
        return [
          {
            tag: 'script',
            // Data, not code: the CSP's script-src does not apply, and nothing runs it but first-frame.js.
            attrs: { type: 'application/json', id: 'route-preloads' },
            children: JSON.stringify(preloads).replaceAll('<', '\\u003c'),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
