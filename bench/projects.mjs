// How fast are the project pages with a realistic amount of data?
// Starts the built server on a fresh DATA_DIR (its own PostgreSQL), loads 10,000 projects (10 %
// private), 2,000 users, ~40,000 memberships, ~60,000 likes, 50,000 contributions and 20,000 comments
// straight into the database, then loads with autocannon (100 connections), one run after the other:
// a hello-world Fastify (the baseline), GET /api/projects/{id} signed in (rotating over the 200 most
// popular public projects), read once as a non-member (views are counted) and once by each project's
// own owner (one session per owner, each request carrying its project's owner's cookie),
// GET /api/projects?q=…&sort=popular signed in (rotating over a few searches), and the reads again
// with the project cache off (the floor after a miss). Prints req/s, p99 and the ratios to
// hello-world; exits 1 when a target is missed.
// Usage: npm run build -w @create-together/server && node bench/projects.mjs
//        (DURATION=seconds, WARMUP=seconds, CONNECTIONS=n to change the load)
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltServer, startHello } from './servers.mjs';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 100);
const warmup = Number(process.env.WARMUP ?? 3);
const PROJECTS = 10_000;
const USERS = 2_000;
const SEARCHES = ['synth', 'neon', 'ink rhythm', 'bloom', 'glass', 'story', 'atl'];

/**
 * autocannon on `base`, each request from `next()`: a path, or `{ path, cookie }` for a request
 * made as its own user; WARMUP seconds first (3 by default: the first second of a fresh server is
 * slower while V8 optimises and the caches fill).
 */
function load(base, next, headers = {}) {
  const options = (seconds) => ({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const target = next();
          if (typeof target === 'string') return { ...request, path: target };
          return { ...request, path: target.path, headers: { ...request.headers, cookie: target.cookie } };
        },
      },
    ],
  });
  return new Promise((resolve, reject) => {
    autocannon(options(warmup), (warmErr) => {
      if (warmErr) return reject(warmErr);
      autocannon(options(duration), (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0 || result.errors > 0) {
          return reject(new Error(`${base}: ${result.non2xx} answers were not 2xx, ${result.errors} errors`));
        }
        resolve({ rps: result.requests.average, p99: result.latency.p99 });
      });
    });
  });
}

const rotate = (paths) => {
  let i = 0;
  return () => paths[i++ % paths.length];
};

async function benchHello() {
  const hello = await startHello();
  try {
    return await load(hello.base, () => '/');
  } finally {
    hello.stop();
  }
}

/** The server's own PostgreSQL: its password file and the port in postmaster.pid. */
function embeddedUrl(dataDir) {
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

// Popularity, membership and activity are skewed (power(random(), 3)): a few projects get most of it.
const SEED_SQL = `
INSERT INTO users (username, email, password_hash, full_name)
SELECT 'maker' || i, 'maker' || i || '@example.test', 'not-a-hash', 'Maker ' || i FROM generate_series(1, ${USERS}) AS i;

CREATE TEMP TABLE makers AS
SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'maker%';

INSERT INTO projects (owner_user_id, name, description, project_type, is_public, required_skills, goals,
                      contribution_cycle_days, main_content, views_count, created_at, updated_at)
SELECT m.id,
       w[1 + (i * 7) % 20] || ' ' || w[1 + (i * 13) % 20] || ' ' || i,
       'A ' || lower(w[1 + (i * 3) % 20]) || ' project about ' || d[1 + i % 8] || ' and ' || d[1 + (i / 8) % 8]
         || '. Number ' || i || ' of the collection.',
       t[1 + i % 9],
       i % 10 <> 0,
       ARRAY[s[1 + i % 12], s[1 + (i / 12) % 12]],
       'Finish a first version together.',
       1 + i % 14,
       repeat('Workspace notes, drafts and links. ', 10 + i % 40),
       floor(power(random(), 3) * 5000)::bigint,
       now() - i * interval '7 minutes',
       now() - i * interval '5 minutes'
FROM generate_series(1, ${PROJECTS}) AS i
JOIN makers m ON m.n = 1 + i % ${USERS},
LATERAL (SELECT
  ARRAY['Synthwave','Ink','Lo-fi','Choir','Pixel','Harbour','Velvet','Orbit','Neon','Paper',
        'Echo','Drift','Cinder','Bloom','Static','Tidal','Glass','Ember','Atlas','Nova'] AS w,
  ARRAY['rhythm','colour','story','light','memory','motion','texture','silence'] AS d,
  ARRAY['music','art','writing','film','photography','design','animation','game-development','other'] AS t,
  ARRAY['Guitar','Mixing','Drawing','Writing','Editing','Synth','Vocals','Photography','Animation',
        '3D','Storyboarding','Sound design'] AS s) AS lists;

CREATE TEMP TABLE numbered AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM projects;

INSERT INTO project_members (project_id, user_id, role, joined_at)
SELECT id, owner_user_id, 'owner', created_at FROM projects;

-- Random (project, user) pairs, drawn once (a volatile random() inside a join condition is not).
CREATE TEMP TABLE picks AS
SELECT g, p.id AS project_id, m.id AS user_id
FROM (SELECT g, 1 + floor(power(random(), 2) * ${PROJECTS})::int AS pn, 1 + floor(random() * ${USERS})::int AS un
      FROM generate_series(1, 160000) AS g) AS r
JOIN numbered p ON p.n = r.pn
JOIN makers m ON m.n = r.un;

INSERT INTO project_members (project_id, user_id, role, joined_at)
SELECT project_id, user_id, 'contributor', now() - g * interval '1 minute' FROM picks WHERE g <= 30000
ON CONFLICT DO NOTHING;

INSERT INTO project_likes (project_id, user_id)
SELECT project_id, user_id FROM picks WHERE g > 30000 AND g <= 90000
ON CONFLICT DO NOTHING;

INSERT INTO contributions (project_id, author_user_id, content, created_at)
SELECT project_id, user_id, 'Contribution ' || g || ': ' || repeat('a verse, a sketch, a take. ', 1 + g % 20),
       now() - g * interval '1 minute'
FROM picks WHERE g > 90000 AND g <= 140000;

INSERT INTO project_comments (project_id, author_user_id, content, created_at)
SELECT project_id, user_id, 'Comment ' || g, now() - g * interval '1 minute' FROM picks WHERE g > 140000;

UPDATE projects p SET
  members_count = (SELECT count(*) FROM project_members x WHERE x.project_id = p.id),
  likes_count = (SELECT count(*) FROM project_likes x WHERE x.project_id = p.id),
  comments_count = (SELECT count(*) FROM project_comments x WHERE x.project_id = p.id);
`;

async function seed(dataDir) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(SEED_SQL);
    // What autovacuum does shortly after such a load: statistics, and the GIN pending lists merged.
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM project_members) AS members,
              (SELECT count(*) FROM project_likes) AS likes, (SELECT count(*) FROM contributions) AS contributions,
              (SELECT count(*) FROM project_comments) AS comments`,
    );
    console.error(`Loaded ${JSON.stringify(rows[0])} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const popular = await client.query(
      `SELECT id, owner_user_id FROM projects WHERE is_public ORDER BY likes_count + views_count DESC, id DESC LIMIT 200`,
    );
    return popular.rows.map((row) => ({ id: row.id, ownerId: row.owner_user_id }));
  } finally {
    await client.end();
  }
}

/** Sequential scans of `projects` so far: the searches must cause none. */
async function projectSeqScans(dataDir) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_force_next_flush()').catch(() => undefined);
    const { rows } = await client.query(
      "SELECT seq_scan::int AS seq, idx_scan::int AS idx FROM pg_stat_user_tables WHERE relname = 'projects'",
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * A session for each of these users, written as a sign-in writes it (the token's SHA-256 stored,
 * the token in the cookie): the seeded users have no password to sign in with.
 */
async function ownerCookies(dataDir, userIds) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const cookies = new Map();
    for (const userId of new Set(userIds)) {
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '30 days')`,
        [createHash('sha256').update(token).digest('hex'), userId],
      );
      cookies.set(userId, `ct_session=${token}`);
    }
    return cookies;
  } finally {
    await client.end();
  }
}

async function signIn(base) {
  const response = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench',
      email: 'bench@example.test',
      password: 'bench-password',
      fullName: 'bench',
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  return response.headers.get('set-cookie').split(';')[0];
}

async function check(base, path, cookie) {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  const text = await response.text();
  const body = JSON.parse(text);
  if (!response.ok || !body.success) throw new Error(`${path} answered ${response.status}: ${text}`);
  return { body, bytes: Buffer.byteLength(text) };
}

/** Mean answer size of these paths, in kB. */
async function meanKb(base, paths, cookie) {
  let bytes = 0;
  for (const path of paths) bytes += (await check(base, path, cookie)).bytes;
  return (bytes / paths.length / 1024).toFixed(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'ct-bench-projects-'));
let server = await startBuiltServer(dataDir);
const results = {};
let hello;
let seqScans = 0;
try {
  const cookie = await signIn(server.base);
  const popular = await seed(dataDir);
  const reads = popular.map(({ id }) => `/api/projects/${id}`);
  const cookies = await ownerCookies(
    dataDir,
    popular.map(({ ownerId }) => ownerId),
  );
  const ownerReads = popular.map(({ id, ownerId }) => ({
    path: `/api/projects/${id}`,
    cookie: cookies.get(ownerId),
  }));
  for (const { path, cookie: ownerCookie } of ownerReads) {
    const { body } = await check(server.base, path, ownerCookie);
    if (body.project.userRoleInProject !== 'owner') throw new Error(`${path}: not read as its owner`);
  }
  console.error(`Owner reads: ${cookies.size} owners of the ${popular.length} projects, one session each`);
  const searches = SEARCHES.map((q) => `/api/projects?q=${encodeURIComponent(q)}&sort=popular`);
  const found = await Promise.all(searches.map((path) => check(server.base, path, cookie)));
  const counts = found.map(({ body }) => body.projects.length);
  console.error(`Searches find ${counts.join(', ')} projects on their first page`);
  const readKb = await meanKb(server.base, reads, cookie);
  console.error(
    `Mean answer: ${readKb} kB per project read, ${await meanKb(server.base, searches, cookie)} kB per search page`,
  );

  // The baseline right before the measured runs, so that both see the machine in the same mood.
  hello = await benchHello();
  results.read = await load(server.base, rotate(reads), { cookie });
  results.ownerRead = await load(server.base, rotate(ownerReads));
  const before = await projectSeqScans(dataDir);
  results.search = await load(server.base, rotate(searches), { cookie });
  const after = await projectSeqScans(dataDir);
  seqScans = after.seq - before.seq;
  console.error(
    `During the search run: ${seqScans} sequential and ${after.idx - before.idx} index scans of projects`,
  );

  // The same reads with the project cache off: every request asks PostgreSQL.
  await server.stop();
  server = await startBuiltServer(dataDir, { PROJECT_CACHE_SECONDS: '0' });
  results.uncached = await load(server.base, rotate(reads), { cookie });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (name, r) => `| ${name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / hello.rps).toFixed(2)} |`;
console.log(
  `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, ${connections} connections, ${duration} s\n`,
);
console.log('| endpoint | req/s | p99 ms | × hello |\n|---|---|---|---|');
console.log(row('Fastify hello-world', hello));
console.log(row('GET /api/projects/{id} (signed in, non-member, 200 popular ids)', results.read));
console.log(row("GET /api/projects/{id} (signed in as each project's owner)", results.ownerRead));
console.log(row('GET /api/projects/{id} (PROJECT_CACHE_SECONDS=0)', results.uncached));
console.log(
  row(`GET /api/projects?q=…&sort=popular (signed in, ${SEARCHES.length} searches)`, results.search),
);
const readMet = (r) => r.rps >= 0.5 * hello.rps && r.p99 <= 20;
const readLine = (name, r) =>
  `${name}: ratio ${(r.rps / hello.rps).toFixed(2)} (target ≥ 0.5), p99 ${r.p99} ms (target ≤ 20) — ${readMet(r) ? 'met' : 'MISSED'}`;
const readOk = readMet(results.read) && readMet(results.ownerRead);
const searchOk = results.search.p99 <= 50 && seqScans === 0;
console.log(`\n${readLine('project read as a non-member', results.read)}`);
console.log(readLine('project read as its owner', results.ownerRead));
console.log(
  `search: p99 ${results.search.p99} ms (target ≤ 50), ${seqScans} sequential scans of projects — ${searchOk ? 'met' : 'MISSED'}`,
);
process.exitCode = readOk && searchOk ? 0 : 1;
