// `npm start`: build whatever is missing or older than its sources, then serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time under the given paths (files or folders), skipping dependencies. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return latest;
}

const targets = [
  {
    workspace: '@create-together/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@create-together/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
  },
];

for (const { workspace, output, sources } of targets) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  if (built >= newest(sources)) continue;
  process.stdout.write(
    built ? `${workspace} changed since its last build: rebuilding… ` : `Building ${workspace}… `,
  );
  // The build's own output (a line per chunk) would bury the server's; it is shown only if it fails.
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (build.status !== 0) {
    console.log('failed:');
    console.error(`${build.stdout}${build.stderr}`.trim() || build.error?.message);
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

await import(join(root, 'apps/server/dist/main.js'));
