// `npm start`: build whatever is missing or older than its sources, then serve.
import { execSync } from 'node:child_process';
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
  console.log(built ? `${workspace} changed since its last build: rebuilding.` : `Building ${workspace}…`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

await import(join(root, 'apps/server/dist/main.js'));
