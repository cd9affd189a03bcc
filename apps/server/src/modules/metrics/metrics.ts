import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Bus, busClock } from '../../events/bus';

export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (a 404): the raw URL would make a series per address asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What the gauges read at each scrape. */
export interface MetricsSources {
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** This process's sockets and project rooms (the realtime gateway). */
  realtime: { connections(): number; authenticated(): number; rooms(): number };
  /** The live documents this process holds (the documents module). */
  documents: { readonly size: number };
}

const HTTP_LABELS = ['method', 'route', 'status'] as const;
/** From a cached answer (well under a millisecond) to an upload's processing. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The in-process bus hands events over on the next tick; Redis adds a round trip. */
const BUS_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * This app's Prometheus figures (modules/metrics/README.md), in a registry of its own: never
 * prom-client's global one, as tests build many apps in one process. Made as soon as the bus is,
 * so its request hook is on every route and it hears each bus event before anyone else does.
 */
export function appMetrics(bus: Bus) {
  const registry = new Registry();
  // Process figures: CPU, memory, heap, handles, GC, and the event loop's lag (monitorEventLoopDelay:
  // nodejs_eventloop_lag_p50/p90/p99/max_seconds since the last scrape).
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames: HTTP_LABELS,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const busLag = new Histogram({
    name: 'bus_delivery_lag_seconds',
    help: 'Time from an event being published on the bus to this process receiving it, by kind.',
    labelNames: ['kind'],
    buckets: BUS_BUCKETS,
    registers: [registry],
  });
  // Across processes the stamp is another machine's clock: a skew that makes it "early" counts as 0.
  const stopHearing = bus.onEvent((event, publishedAt) =>
    busLag.observe({ kind: event.kind }, Math.max(0, busClock() - publishedAt) / 1000),
  );

  return {
    registry,

    /** An onResponse hook. /metrics itself is left out: scrapes are the scraper's traffic, not the product's. */
    requestEnded(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      if (route !== METRICS_PATH) {
        const labels = { method: request.method, route, status: reply.statusCode };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
      }
      done();
    },

    /** The gauges, read at each scrape from what the app holds. */
    watch(sources: MetricsSources) {
      gauges(registry, sources);
    },

    close() {
      stopHearing();
    },
  };
}

export type AppMetrics = ReturnType<typeof appMetrics>;

function gauges(registry: Registry, { pool, realtime, documents }: MetricsSources) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections_in_use', 'Database connections lent to a query or transaction.', () =>
    Math.max(0, pool.totalCount - pool.idleCount),
  );
  gauge('db_pool_connections_idle', 'Database connections open and free.', () => pool.idleCount);
  gauge(
    'db_pool_waiting',
    'Queries and transactions waiting for a free database connection.',
    () => pool.waitingCount,
  );
  gauge('realtime_sockets_open', 'WebSockets open on this process, signed in or not.', () =>
    realtime.connections(),
  );
  gauge('realtime_sockets_authenticated', 'WebSockets on this process past their auth frame.', () =>
    realtime.authenticated(),
  );
  gauge('realtime_project_rooms_open', 'Project rooms with a screen on this process.', () =>
    realtime.rooms(),
  );
  gauge('live_documents_open', "Projects' live documents held by this process.", () => documents.size);
}
