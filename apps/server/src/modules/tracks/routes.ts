import {
  AddTrackBody,
  ProjectParams,
  SongAnswer,
  SongSettingsBody,
  TrackOrderBody,
  TrackParams,
  UpdateTrackBody,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { presentSong } from './presenter';
import type { SongsService, SongView } from './service';

const answer = ({ song, tracks }: SongView) => ({ success: true as const, song: presentSong(song, tracks) });

/**
 * A project's song (docs/design/music-tracks.md §2.5): read by anyone who can see the project,
 * changed by its owner and editors. Every change answers the whole song (at most 64 tracks): the
 * screen replaces what it shows, and never merges.
 */
export const tracksRoutes: FastifyPluginAsync<
  { songs: SongsService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { songs }) => {
  const response = { response: { 200: SongAnswer } };

  app.get(
    '/projects/:id/song',
    { schema: { params: ProjectParams, ...response }, onRequest: app.identify },
    async (request) => answer(await songs.get(request.params.id, request.auth?.user.id ?? null)),
  );

  app.patch(
    '/projects/:id/song',
    { schema: { params: ProjectParams, body: SongSettingsBody, ...response }, onRequest: app.authenticate },
    async (request) =>
      answer(await songs.settings(request.params.id, requireAuth(request).user.id, request.body)),
  );

  app.post(
    '/projects/:id/tracks',
    {
      schema: { params: ProjectParams, body: AddTrackBody, response: { 201: SongAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const view = await songs.add(request.params.id, requireAuth(request).user.id, request.body);
      return reply.code(201).send(answer(view));
    },
  );

  // Before /tracks/:trackId, so "order" is never taken for a track's id.
  app.put(
    '/projects/:id/tracks/order',
    { schema: { params: ProjectParams, body: TrackOrderBody, ...response }, onRequest: app.authenticate },
    async (request) =>
      answer(await songs.reorder(request.params.id, requireAuth(request).user.id, request.body)),
  );

  app.patch(
    '/projects/:id/tracks/:trackId',
    { schema: { params: TrackParams, body: UpdateTrackBody, ...response }, onRequest: app.authenticate },
    async (request) => {
      const { id, trackId } = request.params;
      return answer(await songs.update(id, trackId, requireAuth(request).user.id, request.body));
    },
  );

  app.delete(
    '/projects/:id/tracks/:trackId',
    { schema: { params: TrackParams, ...response }, onRequest: app.authenticate },
    async (request) => {
      const { id, trackId } = request.params;
      return answer(await songs.remove(id, trackId, requireAuth(request).user.id));
    },
  );
};
