import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive, processStartTime } from './processes';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export interface ServerLock {
  path: string;
  release(): Promise<void>;
}

/** "<pid> <start time>": the start time tells our PID apart from the same number reused after a reboot. */
function identity(pid: number): string {
  return `${pid} ${processStartTime(pid) ?? '?'}`;
}

function holderIsAlive(content: string): number | null {
  const [pidText, startTime] = content.trim().split(' ');
  const pid = Number(pidText);
  if (!isProcessAlive(pid) || pid === process.pid) return null;
  const now = processStartTime(pid);
  return startTime && startTime !== '?' && now !== null && now !== startTime ? null : pid;
}

/**
 * Takes DATA_DIR/server.pid so that only one server uses a data folder (its PostgreSQL, its media).
 * A lock left by a process that is gone (kill -9, crash, reboot) is taken over.
 */
export async function acquireServerLock(dataDir: string): Promise<ServerLock> {
  const path = join(dataDir, 'server.pid');
  const mine = identity(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const file = await open(path, 'wx', 0o644);
      await file.writeFile(`${mine}\n`);
      await file.close();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = holderIsAlive(await readFile(path, 'utf8').catch(() => ''));
      if (holder !== null) {
        throw new DataDirInUseError(
          `Another Create Together server (PID ${holder}) is already using ${dataDir}. ` +
            'Stop it first, or give this server its own DATA_DIR.',
        );
      }
      await unlink(path).catch(() => undefined); // stale: its owner is gone
      continue;
    }
    // Two servers replacing the same stale lock at once could both get here; the later write wins
    // and the other one sees it on this second look.
    await sleep(50);
    const content = (await readFile(path, 'utf8').catch(() => '')).trim();
    if (content === mine) {
      return {
        path,
        async release() {
          const now = (await readFile(path, 'utf8').catch(() => '')).trim();
          if (now === mine) await unlink(path).catch(() => undefined);
        },
      };
    }
  }
  const holder = holderIsAlive(await readFile(path, 'utf8').catch(() => ''));
  throw new DataDirInUseError(
    `Another Create Together server${holder ? ` (PID ${holder})` : ''} is starting on ${dataDir}. ` +
      'Stop it first, or give this server its own DATA_DIR.',
  );
}
