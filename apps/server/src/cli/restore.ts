import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pino } from 'pino';
import { BackupError, restoreBackup } from '../backup/archive';
import { loadConfigOrExit } from '../config';
import { createDatabase } from '../db/client';
import { type OpenDatabase, openDatabase } from '../db/open';
import { DataDirInUseError } from '../lib/server-lock';
import { describeBytes } from './describe';

// `npm run restore -- <file>`: a backup into an empty DATA_DIR (its own PostgreSQL is made there), or
// into the empty database at DATABASE_URL. Nothing is overwritten: a folder or database that holds
// anything is refused. Then `npm start` with the same DATA_DIR (and S3 settings, if the media are there).

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(
      'Usage: npm run restore -- <file>   (into an empty DATA_DIR, or the empty database at DATABASE_URL)',
    );
    return 2;
  }
  const source = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(source)) {
    console.error(`${source} does not exist.`);
    return 1;
  }
  const config = loadConfigOrExit();
  const log = pino({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  if (!config.databaseUrl && existsSync(join(config.dataDir, 'postgres', 'PG_VERSION'))) {
    console.error(
      `${config.dataDir} already holds a database. Restore into an empty DATA_DIR, e.g. DATA_DIR=./restored npm run restore -- ${file}`,
    );
    return 1;
  }
  let database: OpenDatabase;
  try {
    database = config.databaseUrl
      ? (() => {
          const handle = createDatabase(config.databaseUrl as string, { poolMax: 2, log });
          return { ...handle, close: () => handle.pool.end() };
        })()
      : await openDatabase(config, log, 2);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    return 1;
  }
  try {
    const { manifest, ...summary } = await restoreBackup(source, {
      database,
      mediaDir: config.s3 ? null : config.mediaDir,
    });
    console.log(
      `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.files} media files ` +
        `(${describeBytes(summary.bytes)}) from the backup of ${manifest.createdAt}.`,
    );
    if (manifest.media.kind === 's3') {
      console.log(
        `Its media live in the bucket "${manifest.media.bucket}" at ${manifest.media.endpoint}: start with the same S3_* settings.`,
      );
    }
    console.log(`Start it with: ${config.databaseUrl ? '' : `DATA_DIR=${config.dataDir} `}npm start`);
    return 0;
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exit(await main(process.argv[2]));
