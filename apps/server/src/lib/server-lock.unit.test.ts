import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive, processStartTime } from './processes';
import { acquireServerLock, DataDirInUseError } from './server-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ct-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
/** A PID that surely belonged to a process that has exited. */
const deadPid = () => spawnSync('true').pid as number;

describe('acquireServerLock', () => {
  it('writes our PID and removes the file on release', async () => {
    const dir = freshDir();
    const lock = await acquireServerLock(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toBe(
      `${process.pid} ${processStartTime(process.pid)}\n`,
    );
    await lock.release();
    expect(() => readFileSync(join(dir, 'server.pid'))).toThrow();
  });

  it('refuses while another live process holds the folder, naming it', async () => {
    const dir = freshDir();
    const other = process.ppid; // alive for the whole test
    writeFileSync(join(dir, 'server.pid'), `${other} ${processStartTime(other)}\n`);
    await expect(acquireServerLock(dir)).rejects.toThrow(DataDirInUseError);
    await expect(acquireServerLock(dir)).rejects.toThrow(
      `Another Create Together server (PID ${other}) is already using ${dir}`,
    );
  });

  it('takes over a lock whose process is gone (kill -9, crash)', async () => {
    const dir = freshDir();
    const pid = deadPid();
    expect(isProcessAlive(pid)).toBe(false);
    writeFileSync(join(dir, 'server.pid'), `${pid} 12345\n`);
    const lock = await acquireServerLock(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toContain(String(process.pid));
    await lock.release();
  });

  it('takes over a lock whose PID now belongs to a different process (reused after a reboot)', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), `${process.ppid} 1\n`); // alive, but started at another time
    const lock = await acquireServerLock(dir);
    await lock.release();
  });

  it('takes over an empty or garbled lock file', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), 'garbage');
    const lock = await acquireServerLock(dir);
    await lock.release();
  });
});
