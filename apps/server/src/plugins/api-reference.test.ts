import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../../package.json';
import { useTestApp } from '../../test/helper';
import { registeredRoutes } from '../../test/registered-routes';

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  security: Record<string, string[]>[];
}

// What each route declares, as Fastify hands it to onRoute hooks: an instance announces itself on
// this channel before anything is registered on it (the app's routes are added inside buildApp).
const declared = new Map<FastifyInstance, RouteOptions[]>();
subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  const routes: RouteOptions[] = [];
  declared.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    routes.push(route);
  });
});

const t = useTestApp();
let document: Document;
beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

/** swagger-ui's own pages and files, and its copies of the document: the viewer, not the API. */
const isReferencePage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operationOf = (method: string, path: string) =>
  document.paths[openApiPath(path)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3 document of this API, with the session cookie as its way in', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Create Together API', version: serverPackage.version });
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ct_session' }),
    );
    expect(document.security).toEqual([{ session: [] }]);
  });

  it('lists every route the app registers', () => {
    const routes = registeredRoutes(t.app).filter((route) => !isReferencePage(route.split(' ')[1] ?? ''));
    expect(routes).toEqual(
      expect.arrayContaining(['GET /api/health', 'POST /api/media', 'GET /media/:file']),
    );
    const missing = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return operationOf(method, path) === undefined;
    });
    expect(missing, `routes missing from the API reference:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('gives each route its body, query and params as it declares them, an answer, and a chapter', () => {
    const routes = (declared.get(t.app) ?? []).filter(
      (route) => route.method !== 'HEAD' && !route.url.includes('*') && !isReferencePage(route.url),
    );
    expect(routes.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(String(route.method), route.url);
      if (!operation) {
        problems.push(`${name}: missing`);
        continue;
      }
      const schema = route.schema ?? {};
      const parameters = operation.parameters ?? [];
      const body = schema.body ?? route.config?.reference?.body;
      if (body && !Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema))
        problems.push(`${name}: no body`);
      if (schema.querystring && !parameters.some((p) => p.in === 'query')) problems.push(`${name}: no query`);
      for (const [, param] of route.url.matchAll(/:([A-Za-z0-9_]+)/g))
        if (!parameters.some((p) => p.in === 'path' && p.name === param))
          problems.push(`${name}: no :${param}`);
      const answers = Object.values(operation.responses).flatMap((answer) =>
        Object.values(answer.content ?? {}),
      );
      if (!answers.some((media) => media.schema)) problems.push(`${name}: no answer schema`);
      if (operation.tags?.length !== 1) problems.push(`${name}: no chapter`);
      // A route with no zod schemas at all says at least what it is.
      if (!schema.body && !schema.querystring && !schema.params && !schema.response && !operation.summary)
        problems.push(`${name}: no summary`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('describes the upload as a form with the file, and files as bytes with ranges', () => {
    const upload = operationOf('POST', '/api/media');
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' }, title: { type: 'string' } },
      required: ['file'],
    });
    const file = operationOf('GET', '/media/:file');
    expect(Object.keys(file?.responses ?? {})).toEqual(expect.arrayContaining(['200', '206']));
    expect(file?.responses['206']?.content?.['audio/*']?.schema).toMatchObject({ format: 'binary' });
    expect(document.paths['/ws']?.get?.summary).toMatch(/WebSocket/);
  });
});

describe('GET /api/docs', () => {
  it('answers swagger-ui, under a policy that lets its own files run and nothing else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
  });

  it('serves the files the page loads, and the document it shows', async () => {
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      const asset = await t.app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.headers['content-type'], file).toMatch(/javascript|css/);
    }
    const shown = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(shown.json().paths).toEqual(document.paths);
  });

  it('leaves the rest of the API under its own policy', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
