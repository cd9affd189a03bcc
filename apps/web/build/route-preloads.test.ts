import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, readRoutes, routePattern, routePreloads } from './route-preloads';

const root = resolve(__dirname, '..');
const routesSource = readFileSync(resolve(root, 'src/app/routes.tsx'), 'utf8');
const toFile = (specifier: string) =>
  specifier.startsWith('@/') ? `src/${specifier.slice(2)}.tsx` : `src/app/${specifier.replace('./', '')}.tsx`;

describe('readRoutes', () => {
  const routes = readRoutes(routesSource, toFile);
  const modulesOf = (path: string) => routes.find((route) => route.path === path)?.modules;

  it("reads every page of app/routes.tsx with its module, behind the data layout but sign-in's", () => {
    expect(modulesOf('explore')).toEqual([
      'src/app/query-provider.tsx',
      'src/features/explore/explore-page.tsx',
    ]);
    expect(modulesOf('projects/:id')).toEqual([
      'src/app/query-provider.tsx',
      'src/features/projects/project-detail-page.tsx',
    ]);
    expect(modulesOf('')).toEqual(['src/app/query-provider.tsx', 'src/features/home/home-page.tsx']);
    expect(modulesOf('login')).toEqual(['src/features/auth/login-page.tsx']);
    expect(modulesOf('register')).toEqual(['src/features/auth/register-page.tsx']);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses a page whose loader is not declared, and a file without pages', () => {
    expect(() => readRoutes(`${routesSource}\npage('x', missingPage, (m) => m.X),`, toFile)).toThrow(
      /missingPage/,
    );
    expect(() => readRoutes("lazyPage(\n  () => import('./query-provider'),", toFile)).toThrow(/no pages/);
  });
});

describe('routePattern', () => {
  const matches = (path: string, pathname: string) => new RegExp(routePattern(path) ?? '$^').test(pathname);

  it('matches the path as React Router does, a trailing slash allowed', () => {
    expect(matches('explore', '/explore')).toBe(true);
    expect(matches('explore', '/explore/')).toBe(true);
    expect(matches('explore', '/explorer')).toBe(false);
    expect(matches('projects/:id', '/projects/42')).toBe(true);
    expect(matches('projects/:id', '/projects/42/edit')).toBe(false);
    expect(matches('', '/')).toBe(true);
    expect(matches('', '/explore')).toBe(false);
    expect(routePattern('*')).toBeNull();
  });
});

describe('routePreloads', () => {
  const chunk = (fileName: string, modules: string[], imports: string[] = []): ChunkInfo => ({
    fileName,
    moduleIds: modules.map((module) => resolve(root, module)),
    imports,
  });
  const chunks = [
    chunk('assets/index.js', ['src/main.tsx'], ['assets/react.js']),
    chunk('assets/react.js', ['node_modules/react/index.js']),
    chunk('assets/data.js', ['src/app/query-provider.tsx'], ['assets/react.js']),
    chunk(
      'assets/project.js',
      ['src/features/projects/project-detail-page.tsx'],
      ['assets/data.js', 'assets/kit.js'],
    ),
    chunk('assets/kit.js', ['src/components/ui/avatar.tsx']),
    chunk('assets/form.js', ['src/features/projects/project-form-pages.tsx'], ['assets/kit.js']),
  ];
  const entry = new Set(['assets/index.js', 'assets/react.js']);

  it("lists each route's files beyond the entry, its modules' imports too, fewest parameters first", () => {
    const preloads = routePreloads(
      [
        {
          path: 'projects/:id',
          modules: ['src/app/query-provider.tsx', 'src/features/projects/project-detail-page.tsx'],
        },
        { path: 'projects/new', modules: ['src/features/projects/project-form-pages.tsx'] },
        { path: '*', modules: ['src/app/query-provider.tsx'] },
      ],
      chunks,
      entry,
      root,
    );
    const files = (pattern: string) =>
      preloads.routes.find(([p]) => p === pattern)?.[1].map((number) => preloads.files[number]);
    expect(preloads.routes.map(([pattern]) => pattern)).toEqual(['^/projects/new/?$', '^/projects/[^/]+/?$']);
    expect(files('^/projects/[^/]+/?$')).toEqual(['assets/data.js', 'assets/project.js', 'assets/kit.js']);
    expect(files('^/projects/new/?$')).toEqual(['assets/form.js', 'assets/kit.js']);
    expect(new Set(preloads.files).size).toBe(preloads.files.length);
  });

  it('refuses a module no chunk holds', () => {
    expect(() => routePreloads([{ path: 'x', modules: ['src/nowhere.tsx'] }], chunks, entry, root)).toThrow(
      /src\/nowhere\.tsx/,
    );
  });
});
