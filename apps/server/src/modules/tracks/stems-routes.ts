import { ProjectParams, VersionParams } from '@create-together/contract';
import type { FastifyPluginAsync, FastifyReply, RawServerDefault } from 'fastify';
import { bytesAnswer } from '../../lib/api-reference';
import { attemptLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import type { StemsDownload, StemsService } from './stems';

/** Archives a member may ask for per window: each reads every file of the song from disk. */
export const STEMS_LIMIT = { max: 10, windowMs: 10 * 60_000 };

const STEMS_REFERENCE = {
  reference: {
    response: { 200: bytesAnswer('The archive, streamed, with its Content-Length.', ['application/zip']) },
  },
};

/** The archive, with its exact length (the browser shows progress and time left), streamed. */
function send(reply: FastifyReply, archive: StemsDownload) {
  reply.headers({
    'content-type': 'application/zip',
    'content-disposition': archive.contentDisposition,
    'content-length': String(archive.sizeBytes),
  });
  // A client that goes away destroys the stream, which closes the file being read.
  return reply.send(archive.stream);
}

/** GET …/song/stems.zip and …/versions/{versionId}/stems.zip (docs/design/music-tracks.md §8). */
export const stemsRoutes: FastifyPluginAsync<
  { stems: StemsService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { stems }) => {
  const perUser = attemptLimiter(app, {
    name: 'stems:user',
    ...STEMS_LIMIT,
    key: (request) => requireAuth(request).user.id,
  });

  app.get(
    '/projects/:id/song/stems.zip',
    {
      schema: { summary: "The song's stems, one audio file per track, as a ZIP", params: ProjectParams },
      config: STEMS_REFERENCE,
      onRequest: [app.authenticate, perUser],
    },
    async (request, reply) =>
      send(reply, await stems.current(request.params.id, requireAuth(request).user.id)),
  );

  app.get(
    '/projects/:id/versions/:versionId/stems.zip',
    {
      schema: { summary: "A saved version's stems, as a ZIP", params: VersionParams },
      config: STEMS_REFERENCE,
      onRequest: [app.authenticate, perUser],
    },
    async (request, reply) => {
      const { id, versionId } = request.params;
      return send(reply, await stems.ofVersion(id, versionId, requireAuth(request).user.id));
    },
  );
};
