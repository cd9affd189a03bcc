import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** /proc/<pid>/stat, or null when there is no such process (or no /proc). */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; everything after its closing ')' splits cleanly.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * Whether the process runs. A zombie counts as gone: in containers whose PID 1 does not reap orphans,
 * a stopped orphan stays a zombie forever, and kill(pid, 0) alone would call it alive.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  return stat === null ? true : stat[0] !== 'Z' && stat[0] !== 'X';
}

/** Clock ticks since boot at which the process started: with the PID, it tells a reused PID apart. */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** The process's arguments (argv), or null when unknown. */
export function processArgs(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
  } catch {
    return null;
  }
}

/** Polls until the process is gone; false if it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Stops a PostgreSQL postmaster: fast shutdown (SIGINT: clean, aborts open transactions), then
 * immediate (SIGQUIT), then SIGKILL. Resolves with the signal that finally worked.
 */
export async function stopPostmaster(
  pid: number,
  graceMs = 30_000,
): Promise<'SIGINT' | 'SIGQUIT' | 'SIGKILL'> {
  for (const [signal, wait] of [
    ['SIGINT', graceMs],
    ['SIGQUIT', 10_000],
    ['SIGKILL', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return signal; // already gone
    }
    if (await waitForExit(pid, wait)) return signal;
  }
  throw new Error(`PostgreSQL (PID ${pid}) did not stop, even after SIGKILL.`);
}
