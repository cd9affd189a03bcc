// Bundles the server into dist/main.js (docs/decisions/0004): our code and the workspace contract
// package (TypeScript source, which plain Node cannot load) are inlined; npm dependencies stay
// external and are loaded from node_modules at run time. Migrations are read from ../drizzle.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** `packages: 'external'` would leave @create-together/* external too; resolve those to their source. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(builder) {
    builder.onResolve({ filter: /^@create-together\// }, (args) => ({ path: require.resolve(args.path) }));
  },
};

await build({
  absWorkingDir: here,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspacePackages],
  sourcemap: true,
  logLevel: 'info',
});
