import { ServerFrame } from '@create-together/contract';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type pg from 'pg';
import { pino } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Bus, memoryBus, redisBus } from './events/bus';
import { cacheSync } from './events/cache-sync';
import { EventHub } from './events/event-hub';
import { refuseUnstorableText } from './lib/storable-text';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from './lib/validation';
import { activityRoutes } from './modules/activity/routes';
import { startRingExpiry } from './modules/calls/ring-expiry';
import { callsRoutes } from './modules/calls/routes';
import { callSignalling } from './modules/calls/signalling';
import { collectivesRoutes } from './modules/collectives/routes';
import { collectivesService } from './modules/collectives/service';
import { communityRoutes } from './modules/community/routes';
import { communityService } from './modules/community/service';
import { contributionsRoutes } from './modules/contributions/routes';
import { contributionsService } from './modules/contributions/service';
import { DOCUMENT_TIMINGS } from './modules/documents/constants';
import { documentFrames } from './modules/documents/doc-frames';
import { liveDocuments } from './modules/documents/live-documents';
import { mainContentChanges, songVersions } from './modules/documents/server-change';
import { startVersionSweeper } from './modules/documents/version-sweeper';
import { versionsRoutes } from './modules/documents/versions-routes';
import { versionsService } from './modules/documents/versions-service';
import { feedbackRoutes } from './modules/feedback/routes';
import { feedbackService } from './modules/feedback/service';
import { friendsRoutes } from './modules/friends/routes';
import { healthRoutes } from './modules/health/routes';
import { inviteLinksRoutes } from './modules/invitations/links-routes';
import { inviteLinksService } from './modules/invitations/links-service';
import { invitationsRoutes } from './modules/invitations/routes';
import { invitationsService } from './modules/invitations/service';
import { collectiveSubject, projectSubject } from './modules/invitations/subjects';
import { type Mailer, noMailer, smtpMailer } from './modules/mail/mailer';
import { PEAKS_BACKFILL_TIMINGS, startPeaksBackfill } from './modules/media/peaks-backfill';
import { mediaRoutes } from './modules/media/routes';
import type { MediaStorage } from './modules/media/storage';
import { openMediaStorage } from './modules/media/stores';
import { chatSubjects } from './modules/messages/chat-subjects';
import { messagesRoutes } from './modules/messages/routes';
import { messagesService } from './modules/messages/service';
import { appMetrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { postsRoutes } from './modules/posts/routes';
import { postsService } from './modules/posts/service';
import { projectsRoutes } from './modules/projects/routes';
import { projectsService } from './modules/projects/service';
import { queueRoutes } from './modules/queue/routes';
import { queueService } from './modules/queue/service';
import { type AuthedSocket, socketIo } from './modules/realtime/client-socket';
import { socketGateway } from './modules/realtime/gateway';
import { LocalSubscriptions } from './modules/realtime/local-subscriptions';
import type { Presence } from './modules/realtime/presence';
import { redisPresence } from './modules/realtime/redis-presence';
import { reviewRoutes } from './modules/review/routes';
import { reviewService } from './modules/review/service';
import { settingsRoutes } from './modules/settings/routes';
import { tracksRoutes } from './modules/tracks/routes';
import { songsService } from './modules/tracks/service';
import { songSnapshots } from './modules/tracks/song-port';
import { stemsService } from './modules/tracks/stems';
import { stemsRoutes } from './modules/tracks/stems-routes';
import { contributionTakes } from './modules/tracks/takes';
import { accountDeletion } from './modules/users/account-deletion';
import { accountLinks } from './modules/users/account-links';
import { accountLinksRoutes } from './modules/users/account-links-routes';
import { accountRoutes } from './modules/users/account-routes';
import { authPlugin } from './modules/users/auth';
import { usersRoutes } from './modules/users/routes';
import { usersService } from './modules/users/service';
import { sessionsService } from './modules/users/sessions';
import { apiReferencePlugin } from './plugins/api-reference';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { echoRequestId, requestIdGenerator } from './plugins/request-ids';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { projectAccess } from './policies/projects';
import { subscribeAll } from './subscribers';

export interface AppDeps {
  db: Database;
  /** Owned by the caller, who ends it after app.close(). */
  pool: pg.Pool;
  /** The real-time event bus; otherwise one is made (Redis when config.redisUrl is set) and closed with the app. */
  bus?: Bus;
  /** Where mail goes; otherwise SMTP at config.mail, or nowhere when that is null. */
  mailer?: Mailer;
  /** A ready-made pino logger; otherwise one is made at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Where media live, owned by the caller; otherwise the configured one is opened (and checked) and closed with the app. */
  storage?: MediaStorage;
}

const HOUR_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events and their subscribers (events/event-hub.ts), for tests and the demo world. */
    events: EventHub;
  }
}

/**
 * Builds the whole HTTP app from a config and its dependencies, without listening: main.ts listens,
 * tests call app.inject(). Order (fastify/demo): framework plugins, then app plugins, then routes,
 * then the SPA and its fallback last.
 */
export async function buildApp(config: Config, deps: AppDeps) {
  const { trustProxy } = config;
  const app = Fastify({
    loggerInstance: deps.logger ?? pino({ level: config.logLevel }),
    // A number means "trust that many proxy hops" (Fastify's types only list the function form).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A log line per request costs a third of GET /api/user/me's throughput; errors are still logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1024 * 1024,
    // Longer than any id we issue; a longer one is a 414, and a malformed URL a 400, in our error shape.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors,
    // Every log line of a request carries its id (reqId), which the answer's X-Request-Id names.
    genReqId: requestIdGenerator(trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', echoRequestId);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.checkAnswers));
  // NUL characters and lone surrogates anywhere in params, query or body: one 400, never a 500.
  app.addHook('preValidation', refuseUnstorableText);
  // An empty body with Content-Type: application/json (fetch does that for a bare POST) is "no body",
  // not a 400: routes without a body schema accept it, routes with one say the body is missing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body.toString(), done);
  });

  // Media: the disk or an S3 bucket (modules/media/stores.ts); a bucket that does not answer stops the start.
  const storage = deps.storage ?? (await openMediaStorage(config));
  if (!deps.storage) app.addHook('onClose', () => storage.close());

  const bus = deps.bus ?? (config.redisUrl ? redisBus(config.redisUrl, app.log) : memoryBus(app.log));
  if (!deps.bus) app.addHook('onClose', () => bus.close());
  // Prometheus figures (modules/metrics): hooked before any route is registered, so every one counts.
  const metrics = appMetrics(bus);
  app.addHook('onResponse', metrics.requestEnded);
  app.addHook('onClose', async () => metrics.close());
  // Domain events; every module's reactions to them are registered below, once the services they
  // need are made, before the app serves anything.
  const events = new EventHub(bus, app.log);
  app.addHook('onClose', async () => events.close());
  app.decorate('events', events);
  // This process's socket subscriptions; across processes the gateway shares them through Redis.
  const subscriptions = new LocalSubscriptions();
  const sharedPresence = config.redisUrl ? redisPresence(config.redisUrl, subscriptions, app.log) : null;
  if (sharedPresence) app.addHook('onClose', () => sharedPresence.close());
  const presence: Presence = sharedPresence ?? subscriptions;

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    appOrigins: config.appOrigins,
    httpsOnly: config.cookieSecure,
    redisUrl: config.redisUrl,
  });

  // What each process keeps in memory (sessions, project pages) follows the others' changes.
  const sync = cacheSync(bus);
  app.addHook('onClose', async () => sync.close());
  const sessions = sessionsService(deps.db, { events, cacheTtlMs: config.sessionCacheMs });
  const users = usersService(deps.db, { sessions, events });
  const mailer = deps.mailer ?? (config.mail ? smtpMailer(config.mail, app.log) : noMailer(app.log));
  app.addHook('onClose', () => mailer.close());
  const mailedLinks = accountLinks(deps.db, { sessions, events, mailer, log: app.log });
  // Resets asked for just before a stop still look their address up and mail it.
  app.addHook('preClose', () => mailedLinks.drain());
  await app.register(authPlugin, { sessions, cookieSecure: config.cookieSecure });
  // Before the routes: it documents each as it is added.
  await app.register(apiReferencePlugin);
  // Projects' main content as live documents, opened and written through the socket. Registered
  // before the gateway's own preClose, so queued changes are stored while sockets are still open.
  const io = socketIo(config.checkAnswers ? (frame) => ServerFrame.parse(frame) : undefined);
  const documents = liveDocuments<AuthedSocket>({
    db: deps.db,
    events,
    io,
    log: app.log,
    timings: config.documentTimings,
  });
  app.addHook('preClose', () => documents.drain());
  // The WebSocket at /ws, on this app's HTTP server; `app.realtime` exposes its bus and presence.
  const realtime = socketGateway(app, {
    db: deps.db,
    sessions,
    events,
    io,
    calls: callSignalling({ db: deps.db, events, presence }),
    documents: documentFrames({ documents, events, access: projectAccess(deps.db), io, log: app.log }),
    subscriptions,
    shared: sharedPresence,
    presence,
    redisUrl: config.redisUrl,
    appOrigins: config.appOrigins,
    trustProxy: config.trustProxy,
    heartbeatMs: config.socketHeartbeatMs,
    checkFrames: config.checkAnswers,
  });

  await app.register(healthRoutes, { prefix: '/api', pool: deps.pool });
  metrics.watch({ pool: deps.pool, realtime, documents });
  await app.register(metricsRoutes, { registry: metrics.registry, token: config.metricsToken });
  await app.register(usersRoutes, { prefix: '/api', users, sessions, links: mailedLinks, config });
  await app.register(accountLinksRoutes, { prefix: '/api', links: mailedLinks, config });
  await app.register(friendsRoutes, { prefix: '/api', db: deps.db, events });

  const access = projectAccess(deps.db);
  const projects = projectsService(deps.db, {
    access,
    events,
    cacheMs: config.projectCacheMs,
    viewFlushMs: config.viewFlushMs,
    log: app.log,
    sync,
  });
  // The peaks of audio uploaded before peaks existed, one file at a time in the background; a file
  // placed in a song goes first.
  const peaksBackfill = startPeaksBackfill({
    db: deps.db,
    storage,
    events,
    log: app.log,
    timings: { ...PEAKS_BACKFILL_TIMINGS, ...config.peaksBackfillTimings },
  });
  app.addHook('preClose', () => peaksBackfill.stop());
  // The song: versions keep it (documents), the tracks module owns it; ports both ways, no cycle.
  const songs = songSnapshots();
  const mainContent = mainContentChanges(documents, songs);
  const takes = contributionTakes({ peaks: peaksBackfill });
  // Review threads: the contributions module asks them how many are open (its merge rule).
  const review = reviewService(deps.db, { access, events });
  const contributions = contributionsService(deps.db, {
    access,
    events,
    mainContent,
    takes,
    threads: { openCounts: review.openCounts },
  });
  const tracks = songsService(deps.db, {
    access,
    events,
    versions: songVersions(documents, songs),
    peaks: peaksBackfill,
  });
  subscribeAll(events, { projects, sessions });
  await app.register(projectsRoutes, { prefix: '/api', projects });
  await app.register(contributionsRoutes, { prefix: '/api', contributions });
  await app.register(reviewRoutes, { prefix: '/api', review });
  const versions = versionsService(deps.db, { access, events, mainContent, songs });
  await app.register(versionsRoutes, { prefix: '/api', versions });
  await app.register(tracksRoutes, { prefix: '/api', songs: tracks });
  const stems = stemsService(deps.db, { access, versions, storage });
  await app.register(stemsRoutes, { prefix: '/api', stems });
  const timings = { ...DOCUMENT_TIMINGS, ...config.documentTimings };
  const sweeper = startVersionSweeper({
    db: deps.db,
    events,
    documents,
    songs,
    timings: {
      quietMs: timings.versionQuietMs,
      spanMaxMs: timings.versionSpanMaxMs,
      sweepMs: timings.versionSweepMs,
    },
    log: app.log,
  });
  app.addHook('preClose', async () => sweeper.stop());
  const posts = postsService(deps.db, { access, events });
  await app.register(postsRoutes, { prefix: '/api', posts });
  const community = communityService(deps.db, { posts, projects });
  await app.register(communityRoutes, { prefix: '/api', community });
  const queue = queueService(deps.db, { events, projects });
  await app.register(queueRoutes, { prefix: '/api', queue });
  const collectives = collectivesService(deps.db, { access, events, projects });
  await app.register(collectivesRoutes, { prefix: '/api', collectives });
  // Invitations and links open projects and collectives, each on its own module's terms.
  const subjects = { project: projectSubject(access, projects), collective: collectiveSubject(collectives) };
  const invitations = invitationsService(deps.db, { events, subjects });
  await app.register(invitationsRoutes, {
    prefix: '/api',
    invitations,
    mailer,
    appOrigins: config.appOrigins,
  });
  const links = inviteLinksService(deps.db, { events, subjects });
  await app.register(inviteLinksRoutes, { prefix: '/api', links });
  await app.register(activityRoutes, { prefix: '/api', db: deps.db });
  const messages = messagesService(deps.db, { events, presence, subjects: chatSubjects(deps.db, access) });
  await app.register(messagesRoutes, { prefix: '/api', messages });
  await app.register(notificationsRoutes, { prefix: '/api', db: deps.db, events });
  await app.register(settingsRoutes, { prefix: '/api', db: deps.db });
  await app.register(feedbackRoutes, { prefix: '/api', feedback: feedbackService(deps.db, { sessions }) });
  await app.register(callsRoutes, { prefix: '/api', db: deps.db, config });
  const stopRingExpiry = startRingExpiry(deps.db, events, config.callRingExpiryMs, app.log);
  app.addHook('onClose', async () => stopRingExpiry());
  // Registers /api/media… and GET /media/{file} itself.
  await app.register(mediaRoutes, {
    db: deps.db,
    config,
    events,
    storage,
  });
  // DELETE /api/me: after the projects service, whose caches it updates.
  const account = accountDeletion(deps.db, {
    sessions,
    storage,
    events,
    log: app.log,
  });
  await app.register(accountRoutes, { prefix: '/api', account, config });
  // Views counted in memory reach the database before the pool closes.
  app.addHook('onClose', async () => projects.close());

  await app.register(webPlugin, { webDistDir: config.webDistDir });

  // Expired sessions are already refused at lookup; this only keeps the table small.
  const sweep = setInterval(() => {
    sessions.sweepExpired().catch((err) => app.log.warn({ err }, 'Could not delete expired sessions'));
    mailedLinks.sweep().catch((err) => app.log.warn({ err }, 'Could not delete stale mailed links'));
  }, HOUR_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
