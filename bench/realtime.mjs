// Both real-time benchmarks, one after the other: bench/sockets.mjs (10,000 idle sockets: memory,
// one frame to all) and bench/messages.mjs (500 messages/s between pairs, one and two processes).
// Each runs as its own process; exits 1 if either missed a target (or failed).
// Usage: npm run build && npm run bench:realtime
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let failed = false;
for (const script of ['sockets.mjs', 'messages.mjs']) {
  const { status } = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    stdio: 'inherit',
  });
  failed ||= status !== 0;
}
process.exitCode = failed ? 1 : 0;
