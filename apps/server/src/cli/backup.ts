import { resolve } from 'node:path';
import { pino } from 'pino';
import { BackupError, writeBackup } from '../backup/archive';
import { loadConfigOrExit } from '../config';
import { openDatabaseBesideServer } from '../db/open';
import { describeBytes } from './describe';

// `npm run backup -- <file>`: one archive of the database (a consistent snapshot, taken while the
// server goes on serving) and the media folder. `npm run restore -- <file>` brings it back.

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run backup -- <file>   (e.g. npm run backup -- backups/create-together.tar)');
    return 2;
  }
  const config = loadConfigOrExit();
  const log = pino({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const database = await openDatabaseBesideServer(config, log, 1);
  try {
    const summary = await writeBackup(target, {
      pool: database.pool,
      // With object storage the bucket is only noted: it is backed up with the store's own tools.
      media: config.s3
        ? { kind: 's3', endpoint: config.s3.endpoint, bucket: config.s3.bucket, region: config.s3.region }
        : { kind: 'disk', dir: config.mediaDir },
    });
    const media = config.s3
      ? `a note of the media bucket "${config.s3.bucket}" (back it up with the store's own tools)`
      : `${summary.files} media files (${describeBytes(summary.bytes)})`;
    console.log(`Backed up ${summary.rows} rows of ${summary.tables} tables and ${media} to ${target}.`);
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
