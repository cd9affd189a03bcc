import {
  MediaAnswer,
  MediaListAnswer,
  MediaListQuery,
  MediaParams,
  OkAnswer,
  UpdateMediaBody,
} from '@create-together/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { attemptLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import { mediaFileRoutes } from './file-routes';
import { presentMedia } from './presenter';
import { mediaService } from './service';
import type { MediaStorage } from './storage';
import { receiveUpload, UploadForm, uploadLimits } from './upload-parser';

export interface MediaRoutesOptions {
  db: Database;
  config: Config;
  /** Drops a project's cached pages when its cover is cleared (a deleted file). */
  events: EventHub;
  /** Where the files are (stores.ts). */
  storage: MediaStorage;
}

/**
 * API.md "Media, uploads, library": /api/media… and GET /media/{file}. Registered without a prefix,
 * as its routes live under two roots. Multipart parsing is registered here only: nowhere else in
 * the app accepts multipart bodies.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions, RawServerDefault, ZodTypeProvider> = async (
  app,
  { db, config, events, storage },
) => {
  const maxBytes = { audio: config.mediaAudioMaxBytes, other: config.mediaMaxBytes };
  const media = mediaService(db, storage, { log: app.log, events, maxBytes });
  // Whatever the file turns out to be, no more than the larger limit is received.
  const receiveMaxBytes = Math.max(maxBytes.audio, maxBytes.other);
  await app.register(multipart, { limits: uploadLimits(receiveMaxBytes) });
  // Counted per user, before the body is read.
  const uploadsPerUser = attemptLimiter(app, {
    name: 'upload:user',
    ...config.mediaUploadLimit,
    key: (request) => requireAuth(request).user.id,
  });
  const signedIn = app.authenticate;

  // Signed in, checked before the body is read; the app's Origin check covers it like every write.
  app.post(
    '/api/media',
    {
      schema: {
        summary: 'Upload a file to the library (multipart/form-data)',
        consumes: ['multipart/form-data'],
        response: { 201: MediaAnswer },
      },
      config: { reference: { body: UploadForm } },
      onRequest: [signedIn, uploadsPerUser],
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const upload = await receiveUpload(request, storage, receiveMaxBytes);
      const row = await media.upload(user.id, upload);
      return reply.code(201).send({ success: true, media: presentMedia(row) });
    },
  );

  app.get(
    '/api/media',
    { schema: { querystring: MediaListQuery, response: { 200: MediaListAnswer } }, onRequest: signedIn },
    async (request) => {
      const { page, nextCursor } = await media.list(requireAuth(request).user.id, request.query);
      return { success: true as const, media: page.map(presentMedia), nextCursor };
    },
  );

  // Public items to anyone, signed in or not; private ones to their owner.
  app.get(
    '/api/media/:id',
    { schema: { params: MediaParams, response: { 200: MediaAnswer } }, onRequest: app.identify },
    async (request) => {
      const row = await media.get(request.params.id, request.auth?.user.id ?? null);
      return { success: true as const, media: presentMedia(row) };
    },
  );

  app.patch(
    '/api/media/:id',
    {
      schema: { params: MediaParams, body: UpdateMediaBody, response: { 200: MediaAnswer } },
      onRequest: signedIn,
    },
    async (request) => {
      const row = await media.update(request.params.id, requireAuth(request).user.id, request.body);
      return { success: true as const, media: presentMedia(row) };
    },
  );

  app.delete(
    '/api/media/:id',
    { schema: { params: MediaParams, response: { 200: OkAnswer } }, onRequest: signedIn },
    async (request) => {
      await media.remove(request.params.id, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/media/:id/save',
    { schema: { params: MediaParams, response: { 200: OkAnswer } }, onRequest: signedIn },
    async (request) => {
      await media.save(request.params.id, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/media/:id/save',
    { schema: { params: MediaParams, response: { 200: OkAnswer } }, onRequest: signedIn },
    async (request) => {
      await media.unsave(request.params.id, requireAuth(request).user.id);
      return { success: true as const };
    },
  );

  mediaFileRoutes(app, media);
};
