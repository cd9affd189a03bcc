import { pino } from 'pino';
import { loadConfigOrExit } from '../config';
import { openDatabaseBesideServer } from '../db/open';
import { operatorResetLink } from '../modules/users/account-links';

// `npm run reset-link -- <email or username>`: prints a one-time link (one hour) that lets the
// account choose a new password, for an operator to hand over — when SMTP_URL is not set, or a
// mailbox is lost. Works beside a running server (its PostgreSQL) or with none running.

async function main(identifier: string | undefined): Promise<number> {
  if (!identifier?.trim()) {
    console.error('Usage: npm run reset-link -- <email or username>');
    return 2;
  }
  const config = loadConfigOrExit();
  const log = pino({ level: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  const database = await openDatabaseBesideServer(config, log, 1);
  try {
    const origin = config.appOrigins?.[0] ?? `http://localhost:${config.port}`;
    const link = await operatorResetLink(database.db, identifier, origin);
    if (!link) {
      console.error(`No account has the username or email "${identifier}".`);
      return 1;
    }
    console.log(
      `A link for ${link.username} (${link.email}) to choose a new password, valid for one hour and once:`,
    );
    console.log(link.url);
    if (!config.appOrigins) console.error('(Set APP_ORIGIN to the address people use, and links name it.)');
    return 0;
  } finally {
    await database.close();
  }
}

process.exit(await main(process.argv[2]));
