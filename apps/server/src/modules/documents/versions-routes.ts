import {
  ProjectParams,
  RestoreVersionAnswer,
  VersionAnswer,
  VersionParams,
  VersionsAnswer,
  VersionsQuery,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { presentWorkspace } from '../contributions/presenter';
import { presentVersion, presentVersionSummary } from './versions-presenter';
import type { VersionsService } from './versions-service';

/** The main content's history: its versions, each one, and restoring one. */
export const versionsRoutes: FastifyPluginAsync<
  { versions: VersionsService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { versions }) => {
  app.get(
    '/projects/:id/versions',
    {
      schema: { params: ProjectParams, querystring: VersionsQuery, response: { 200: VersionsAnswer } },
      onRequest: app.identify,
    },
    async (request) => {
      const page = await versions.list(request.params.id, request.auth?.user.id ?? null, request.query);
      return {
        success: true as const,
        versions: page.versions.map(presentVersionSummary),
        nextBefore: page.nextBefore,
      };
    },
  );

  app.get(
    '/projects/:id/versions/:versionId',
    { schema: { params: VersionParams, response: { 200: VersionAnswer } }, onRequest: app.identify },
    async (request) => {
      const { id, versionId } = request.params;
      const { version, song } = await versions.get(id, versionId, request.auth?.user.id ?? null);
      return { success: true as const, version: presentVersion(version, song) };
    },
  );

  app.post(
    '/projects/:id/versions/:versionId/restore',
    {
      schema: { params: VersionParams, response: { 200: RestoreVersionAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, versionId } = request.params;
      const restored = await versions.restore(id, versionId, requireAuth(request).user.id);
      return {
        success: true as const,
        version: presentVersionSummary(restored.version),
        workspace: presentWorkspace(restored.workspace),
      };
    },
  );
};
