// The boundaries of the code, checked by `npm run check:deps` (and `npm test`): arrows point down
// only (DESIGN.md "Layout"). Production code only: tests may reach across what they test.
// `npm run deps:graph` prints the server's module graph.

const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between files (type-only imports count: they tie the files as tightly).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-server-modules',
      comment: 'No circle between server modules: a module that reacts to another subscribes to its events.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SERVER}modules/[^/]+$` },
      to: { circular: true },
    },
    {
      name: 'server-layers-below-modules',
      comment: 'events/, policies/, db/ and lib/ sit below every module: they never import one.',
      severity: 'error',
      from: { path: `${SERVER}(events|policies|db|lib)/` },
      to: { path: `${SERVER}(modules|plugins|demo)/|${SERVER}(app|server|main)\\.ts$` },
    },
    {
      name: 'server-modules-below-composition',
      comment: 'Modules are composed by app.ts; they never import it, the plugins or the demo world.',
      severity: 'error',
      from: { path: `${SERVER}modules/` },
      to: { path: `${SERVER}(plugins|demo)/|${SERVER}(app|server|main)\\.ts$` },
    },
    {
      name: 'web-features-apart',
      comment: 'A feature imports no other feature but auth: what two share moves down.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/($1|auth)/` },
    },
    {
      name: 'web-below-features',
      comment: 'entities/, components/, hooks/, visuals/ and lib/ never import features/ or app/.',
      severity: 'error',
      from: { path: `${WEB}(entities|components|hooks|visuals|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-entities-without-ui',
      comment: 'Data code answers outcomes; the UI decides what to show (no toasts, no components).',
      severity: 'error',
      from: { path: `${WEB}(entities|hooks|lib)/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: 'web-hooks-below-entities',
      comment: 'hooks/ binds lib/ to React for the layers above: it imports no entity, component or visual.',
      severity: 'error',
      from: { path: `${WEB}hooks/` },
      to: { path: `${WEB}(entities|components|visuals)/` },
    },
    {
      name: 'web-lib-at-the-bottom',
      comment: 'lib/ holds helpers every layer may use: it imports no entity, hook or visual.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}(entities|hooks|visuals)/` },
    },
    {
      name: 'web-lib-framework-free',
      comment:
        "lib/ imports no framework: no React, React Router, TanStack Query, nor zustand's React binding " +
        '(zustand/vanilla and zustand/middleware are plain). Its React side lives in hooks/.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: {
        path: 'node_modules/(react|react-dom|react-router|@tanstack/react-query|zustand)/',
        pathNot: 'node_modules/zustand/(esm/)?(vanilla|middleware)[./]',
      },
    },
    {
      name: 'web-api-calls-in-entities',
      comment:
        'Only entities/ (and lib/ itself) call the API client (lib/api.ts): every other layer reads data ' +
        "through an entity's index, and a failed call's error through lib/api-error.ts.",
      severity: 'error',
      from: { path: WEB, pathNot: `${WEB}(entities|lib)/` },
      to: { path: `${WEB}lib/api\\.ts$` },
    },
    {
      name: 'web-no-feature-api',
      comment: 'A feature holds no API code: calls, their keys and cache patches live in entities/.',
      severity: 'error',
      from: { path: `${WEB}features/[^/]+/api/` },
      to: {},
    },
  ],
  options: {
    // Packages are not followed, but stay in the graph so that a rule can name them (lib/'s
    // frameworks): only our own files are left out by name, whatever a package's files are called.
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(apps|packages)/[^/]+/(?!node_modules/).*(/dist/|\\.test\\.tsx?$|\\.d\\.ts$|/test/|-test-kit\\.tsx?$|/test-[\\w-]+\\.tsx?$|-test-utils\\.tsx?$)',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
