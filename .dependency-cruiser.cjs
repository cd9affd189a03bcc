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
      comment: 'entities/, components/, visuals/ and lib/ never import features/ or app/.',
      severity: 'error',
      from: { path: `${WEB}(entities|components|visuals|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-entities-without-ui',
      comment: 'Data code answers outcomes; the UI decides what to show (no toasts, no components).',
      severity: 'error',
      from: { path: `${WEB}(entities|lib)/` },
      to: { path: `${WEB}components/` },
    },
    {
      name: 'web-lib-framework-free',
      comment: 'lib/ holds helpers every layer may use: it imports no entity.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}entities/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(dist|node_modules)/|\\.test\\.tsx?$|\\.d\\.ts$|(^|/)test/|-test-kit\\.tsx?$|(^|/)test-[\\w-]+\\.tsx?$|-test-utils\\.tsx?$',
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
