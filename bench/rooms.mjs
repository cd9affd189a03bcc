// Project rooms (issue: live project rooms): how long from a change's commit to every other screen
// in the project's room? Once on one server process (its embedded PostgreSQL, the in-process bus),
// then on two processes sharing one PostgreSQL and one Redis, with each room's members spread over
// both, so most deliveries cross from one process to the other.
//
// ROOMS public projects, each with an owner and MEMBERS-1 members who joined it, every one of them
// with a socket in the room (signed in on their own process), and OPEN contributions to vote on.
// The load is open-loop at RATE actions a second, spread over the rooms, each by a random member of
// the room, in a realistic mix: 50 % votes (a press that casts or takes back, as people click),
// 20 % likes and unlikes, 15 % comments, 10 % proposals, 5 % edits of the project's details.
//
// Each `room_change` a screen hears about someone else's action is timed from its `at` (the
// server's clock when the change committed; the same machine's clock as this process's) to the
// moment the socket has it (both to the millisecond); the action's HTTP answer time is shown
// beside it, the time from the request to its commit being within that. Every action should reach the room's other MEMBERS-1 screens: anything
// short of that counts as lost. The screen's own repaint after that (a patch of a vote, a refetch
// for the rest) is the browser's part and not in these figures.
//
// Usage: npm run build && npm run bench:rooms
//        (ROOMS, MEMBERS, RATE=actions/s, DURATION=s to change the load; ONLY=one or ONLY=two)
import { cpus } from 'node:os';
import {
  api,
  awaitQuiet,
  closeAll,
  ensureOpenFiles,
  ms,
  openSocket,
  percentile,
  pool,
  registerMany,
  request,
  run,
  sleep,
  startProduct,
  withTwoProcesses,
} from './realtime-kit.mjs';

const ROOMS = Number(process.env.ROOMS ?? 40);
const MEMBERS = Number(process.env.MEMBERS ?? 8); // people in each room, its owner included
const OPEN = 3; // open contributions in each room to vote on
const RATE = Number(process.env.RATE ?? 100); // actions a second, in total
const DURATION = Number(process.env.DURATION ?? 20);
const WARMUP = Number(process.env.WARMUP ?? 3);
const ONLY = process.env.ONLY;
const TARGET_P95_MS = 100;
const RUN = Math.random().toString(36).slice(2, 7);

await ensureOpenFiles(4_096);

/**
 * The rooms: owners and members registered and signed in on `servers` in turn (so with two
 * processes a room's screens are on both), each project made public, joined, seeded with open
 * contributions, and every member's socket in its room.
 */
async function makeRooms(servers) {
  const people = await registerMany(servers[0].base, `r${RUN}_`, ROOMS * MEMBERS);
  return pool(ROOMS, 4, async (r) => {
    const members = people.slice(r * MEMBERS, (r + 1) * MEMBERS).map((person, i) => ({
      ...person,
      server: servers[(r + i) % servers.length],
      liked: false,
    }));
    const [owner] = members;
    const created = await api(owner.server.base, 'POST', '/api/projects', {
      cookie: owner.cookie,
      body: { name: `Room ${r} ${RUN}`, description: 'A band at work.', isPublic: true },
    });
    const projectId = created.body.project.projectId;
    for (const member of members.slice(1)) {
      await api(member.server.base, 'POST', `/api/projects/${projectId}/join`, { cookie: member.cookie });
    }
    const contributions = [];
    for (let c = 0; c < OPEN; c++) {
      const author = members[(c + 1) % MEMBERS];
      const proposed = await api(author.server.base, 'POST', `/api/projects/${projectId}/contributions`, {
        cookie: author.cookie,
        body: { content: `Take ${c}: a verse, a bridge, a bass line.` },
      });
      contributions.push(proposed.body.contribution.id);
    }
    for (const member of members) {
      member.ws = await openSocket(member.server, { cookie: member.cookie });
      member.ws.userId = member.id;
      const answer = await request(member.ws, { type: 'room_join', projectId }, 'room_joined');
      if (answer.type !== 'room_joined') throw new Error(`room_join answered ${JSON.stringify(answer)}`);
    }
    return { projectId, members, contributions, actions: 0 };
  });
}

/** One action by `member` in `room`, chosen by `roll` (0–1) in the mix; answers the HTTP status. */
async function act(room, member, roll, k) {
  const { base } = member.server;
  const path = `/api/projects/${room.projectId}`;
  const as = { cookie: member.cookie };
  if (roll < 0.5) {
    const contributionId = room.contributions[k % room.contributions.length];
    return api(base, 'POST', `${path}/contributions/${contributionId}/vote`, { ...as, body: { value: 1 } });
  }
  if (roll < 0.7) {
    member.liked = !member.liked;
    return api(base, member.liked ? 'POST' : 'DELETE', `${path}/like`, as);
  }
  if (roll < 0.85) return api(base, 'POST', `${path}/comments`, { ...as, body: { content: `Nice, ${k}.` } });
  if (roll < 0.95) {
    return api(base, 'POST', `${path}/contributions`, {
      ...as,
      body: { content: `Idea ${k}: double the chorus.` },
    });
  }
  const owner = room.members[0];
  return api(owner.server.base, 'PUT', path, {
    cookie: owner.cookie,
    body: { description: `A band at work, draft ${k}.` },
  });
}

/** `seconds` of open-loop load; answers the commit → other screen latencies and what was lost. */
async function load(rooms, seconds) {
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const latencies = [];
  const answered = [];
  let expected = 0;
  let heard = 0;
  let failed = 0;
  // Who acted, per action, is in the change: a screen of someone else counts it.
  function onFrame(data) {
    const now = Date.now();
    const frame = JSON.parse(data);
    if (frame.type !== 'room_change' || frame.change.userId === this.userId) return;
    heard++;
    latencies.push(now - frame.at);
  }
  const sockets = rooms.flatMap((room) => room.members.map((m) => m.ws));
  for (const ws of sockets) ws.on('message', onFrame);

  const pending = [];
  const start = performance.now() + 20;
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; next < total && start + next * interval <= now; next++) {
        const room = rooms[next % rooms.length];
        const roll = Math.random();
        // An edit of the details is the owner's; the rest anyone's.
        const member = room.members[1 + Math.floor(Math.random() * (MEMBERS - 1))];
        const actor = roll >= 0.95 ? room.members[0] : member;
        expected += MEMBERS - 1;
        const sentAt = performance.now();
        pending.push(
          act(room, actor, roll, next).then(
            () => answered.push(performance.now() - sentAt),
            () => {
              failed++;
              expected -= MEMBERS - 1;
            },
          ),
        );
      }
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 20);
  });
  await Promise.all(pending);
  // Whatever is still on its way gets a moment.
  for (let i = 0; i < 50 && heard < expected; i++) await sleep(100);
  for (const ws of sockets) ws.off('message', onFrame);
  latencies.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  return {
    answeredP95: percentile(answered, 95),
    total,
    failed,
    expected,
    heard,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

async function bench(servers) {
  const rooms = await makeRooms(servers);
  await awaitQuiet();
  await load(rooms, WARMUP);
  await sleep(1_000);
  const result = await load(rooms, DURATION);
  await closeAll(rooms.flatMap((room) => room.members.map((m) => m.ws)));
  return result;
}

async function benchOne() {
  const server = await startProduct();
  try {
    return await bench([server]);
  } finally {
    await server.stop();
  }
}

const benchTwo = () => withTwoProcesses((first, second) => bench([first, second]));

await run(async () => {
  const one = ONLY !== 'two' ? await benchOne() : null;
  const two = ONLY !== 'one' ? await benchTwo() : null;
  console.log(
    `\n${cpus().length} × ${cpus()[0].model}, Node ${process.version}, ${ROOMS} rooms × ${MEMBERS} screens, ${RATE} actions/s for ${DURATION} s\n`,
  );
  console.log(
    '| setup | actions | heard / expected | commit → screen p50 ms | p95 ms | p99 ms | max ms | action answered p95 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const row = (name, r) =>
    console.log(
      `| ${name} | ${r.total - r.failed}/${r.total} | ${r.heard}/${r.expected} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.answeredP95)} |`,
    );
  if (one) row('one process', one);
  if (two) row('two processes (Redis)', two);
  console.log('');
  let ok = true;
  for (const [name, r] of [
    ['one process', one],
    ['two processes', two],
  ]) {
    if (!r) continue;
    const met = r.p95 <= TARGET_P95_MS && r.heard >= r.expected && r.failed === 0;
    ok &&= met;
    console.log(
      `${name}: commit → other screens p95 ${ms(r.p95)} ms (target ≤ ${TARGET_P95_MS}), ${r.expected - r.heard} lost, ${r.failed} failed actions — ${met ? 'met' : 'MISSED'}`,
    );
  }
  return ok;
});
