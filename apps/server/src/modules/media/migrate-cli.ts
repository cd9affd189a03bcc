import { loadConfigOrExit } from '../../config';
import { type MigrationReport, migrateMedia } from './migrate';
import { diskStorage, type MediaStorage } from './storage';
import { openMediaStorage } from './stores';

// `npm run media:migrate` (from the repository root): copies the media folder (MEDIA_DIR, or
// DATA_DIR/media) to the bucket the S3_… variables name, checking every copy (size and SHA-256).
// Safe to run again; nothing is removed. Run it with the server stopped, or once more after
// switching the server to S3, to take what was uploaded meanwhile.

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(report: MigrationReport): string {
  const checked = report.copied + report.alreadyThere;
  return (
    `Copied ${report.copied} files (${megabytes(report.bytesCopied)}); ` +
    `${report.alreadyThere} were already in the bucket. ` +
    `${checked} checked: same size and SHA-256 in the bucket as on disk.`
  );
}

async function run(): Promise<number> {
  const config = loadConfigOrExit();
  if (!config.s3) {
    console.error(
      'Set the S3_… variables (see README "Configuration"): the media folder is copied to that bucket.',
    );
    return 1;
  }
  const from = diskStorage(config.mediaDir);
  let to: MediaStorage | undefined;
  try {
    to = await openMediaStorage(config);
    console.log(`Copying ${config.mediaDir} to ${to.description}…`);
    const report = await migrateMedia(from, to, (fileName, outcome) => {
      if (outcome === 'failed') console.error(`  ${fileName}: failed`);
    });
    console.log(describe(report));
    if (report.failed.length === 0) return 0;
    console.error(`${report.failed.length} files failed; run again to retry them:`);
    for (const { fileName, reason } of report.failed) console.error(`  ${fileName}: ${reason}`);
    return 1;
  } catch (err) {
    console.error(`The media could not be copied: ${(err as Error).message}`);
    return 1;
  } finally {
    await to?.close();
  }
}

process.exit(await run());
