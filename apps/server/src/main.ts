import { pino } from 'pino';
import { ConfigError, loadConfigOrExit } from './config';
import { DEMO_SIGN_IN } from './demo';
import { DataDirInUseError } from './lib/server-lock';
import { type RunningServer, startServer } from './server';

// The process around startServer(): configuration errors, signals, exit codes.

const config = loadConfigOrExit();
// Written as logged (not buffered), so the start-up output is in order and ends with our line below.
const log = pino({ level: config.logLevel }, pino.destination({ sync: true }));

let shuttingDown = false;
// A signal during start-up waits for it to finish, then stops what it started: nothing is left behind.
let starting: Promise<RunningServer | undefined> = Promise.resolve(undefined);

async function shutdown(reason: string, exitCode: number): Promise<void> {
  if (shuttingDown) {
    log.warn(`${reason} received; already shutting down.`);
    return;
  }
  shuttingDown = true;
  log.info(`${reason}: shutting down.`);
  // Last resort if a step hangs; a PostgreSQL left behind is recovered at the next start.
  setTimeout(() => {
    log.error('Shutdown took longer than 60 s; exiting anyway.');
    process.exit(1);
  }, 60_000).unref();
  const server = await starting.catch(() => undefined);
  await server?.stop();
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal, 0));
}
process.on('uncaughtException', (err) => {
  log.fatal({ err }, 'Uncaught exception');
  void shutdown('Uncaught exception', 1);
});
process.on('unhandledRejection', (err) => {
  log.fatal({ err }, 'Unhandled promise rejection');
  void shutdown('Unhandled promise rejection', 1);
});

try {
  starting = startServer(config, log);
  const server = await starting;
  if (server && !shuttingDown) {
    if (server.demoLoaded) console.log(`Demo data loaded. ${DEMO_SIGN_IN}`);
    console.log(`Create Together is running at ${server.url}`);
  }
} catch (err) {
  // startServer has already undone its own steps. A known refusal (the folder in use, a media
  // bucket that does not answer) says all there is to say in its message.
  console.error(`Create Together could not start: ${(err as Error).message}`);
  if (!(err instanceof DataDirInUseError || err instanceof ConfigError))
    log.error({ err }, 'Start-up failed');
  if (!shuttingDown) process.exit(1);
}
