import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routePreloadsPlugin } from './build/route-preloads.ts';

const ICONS = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Small shared parts of the app: its UI components, one-file helpers and shared hooks. */
const WIDGETS = /src[\\/]components[\\/]ui[\\/]|src[\\/](lib|hooks)[\\/][\w-]+\.ts$/;

/** A project's page: the project's feature folder but its other pages, its form and the parts
 * that load later (posts, comments, the celebration, what keeps it live, a member's actions), and
 * the page's own actions of its entity (join, leave, like): left out, they fell into the route's
 * own chunk beside the group, where rolldown lost the page module's namespace export. */
const PROJECT_PAGE =
  /src[\\/]features[\\/]projects[\\/]|src[\\/]hooks[\\/]use-near-screen\.ts$|src[\\/]entities[\\/]projects[\\/](projects-messages|joined-projects|api[\\/](join|leave|like)-project)\.ts$/;
const PROJECT_PAGE_NOT =
  /(projects-page|project-form(-pages|-model)?|complete-project-page|cover-upload|project-posts|project-comments|project-celebration|project-live|projects-list|member-menu)\.tsx?$|\.test\.tsx?$/;

/** A module of an entity, captured with the entity's name; not its formatting, which pages use alone. */
const ENTITY_DATA = /src[\\/]entities[\\/]([\w-]+)[\\/](?![\w-]+-format\.ts$)/;

/**
 * React Router's production build, for `vite build`. Its package.json sends every bundler to its
 * development build (remix-run/react-router#12532, #14102: the production conditions were taken out
 * in 7.0.2 "for now"), which keeps its development warnings and checks in the router's chunk that
 * every page, /login first, loads before it paints: 0.6 kB of its 31 kB gzipped. Development and the
 * tests keep the warnings.
 */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const file = join(dirname(dirname(development)), 'production', basename(development));
  if (!development.includes(`${sep}development${sep}`) || !existsSync(file))
    throw new Error(`vite.config.ts: no production build of react-router beside ${development}`);
  return file;
}

/** Where the API server listens during development (`npm run dev` starts both). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Each route's page files, written into index.html for first-frame.js to ask for early.
    routePreloadsPlugin({ root: fileURLToPath(new URL('.', import.meta.url)) }),
    // Every text file also as .br and .gz, at the strongest settings: made once here, so the server
    // spends no CPU per request (@fastify/static's preCompressed picks one by Accept-Encoding).
    // Source maps are left as they are: only a browser with its developer tools open asks for them.
    compression({
      include: /\.(html|js|css|svg|json|txt)$/,
      exclude: /\.vite\//,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by bench/chunks.mjs, which checks which page loads what.
    manifest: true,
    // Two chunks pass Vite's 500 kB default, both lazy and checked by bench/chunks.mjs: three.js
    // (home's liquid background) and the Agora SDK (only for calls on a server configured for Agora).
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'ui',
              test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll.*|aria-hidden|use-sidecar|use-callback-ref|tslib)[\\/]/,
            },
            { name: 'data', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Small parts the entry and many pages share, in one file rather than five tiny ones.
            {
              name: 'core',
              test: /node_modules[\\/](zustand|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context))|vite[\\/]preload-helper|src[\\/]lib[\\/]cn\.ts|src[\\/]components[\\/]toast[\\/]toast-store\.ts/,
            },
            // The contract's schemas and zod, in one file that the first paint of the pages a phone
            // opens cold does without (lib/contract.ts): there, answers are checked after it. Not its
            // drawings (contract/art), which project cards use and which need no zod.
            {
              name: 'contract',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](?!art[\\/])/,
            },
            // Small parts many pages share, each a file of its own by default: a page asked for
            // twenty of them one after another on a phone's few connections. What the first paint
            // draws stays with it (one file beside the entry); the rest come in three files.
            {
              name: 'core',
              test: (id) => ICONS.test(id) || WIDGETS.test(id),
              tags: ['$initial'],
            },
            { name: 'icons', test: ICONS },
            {
              name: 'widgets',
              // Not the dialog and the menu: they bring Radix, which a page without one need not load;
              // nor the fields that suggest people, which only comment boxes and the invite page have.
              test: (id) =>
                WIDGETS.test(id) && !/(confirm-dialog|menu|people-listbox|use-combobox)\.tsx?$/.test(id),
              minShareCount: 2,
            },
            // What keeps a project's screens live (each change heard in its room applied to the
            // caches): loaded after those screens, with what it needs of other entities (posts),
            // never on their critical path.
            {
              name: 'project-live',
              test: /src[\\/]entities[\\/](contributions[\\/](use-project-live|contribution-room)|projects[\\/](project-room|read-again)|songs[\\/]song-room)\.ts$/,
              includeDependenciesRecursively: false,
            },
            // A project's page and what it shares with the project's other pages (its query and
            // actions, states, constants and formats): one file, not six asked for one after another.
            // Those pages load it too (about 7 kB gzipped); a project page, opened from a link, is
            // what a phone loads cold most often.
            {
              name: 'project-page',
              test: (id) => PROJECT_PAGE.test(id) && !PROJECT_PAGE_NOT.test(id),
              // Only these: what they import stays where it was (else the group takes it all in).
              includeDependenciesRecursively: false,
            },
            {
              name: 'projects',
              test: /src[\\/](entities|components)[\\/]projects[\\/]|contract[\\/]src[\\/](http[\\/])?(projects|common|media)\.ts$/,
              minShareCount: 2,
            },
            // Co-editing (docs/design/co-editing.md §6.1): only the workspace loads these, lazily,
            // after it has painted; everyone there needs Yjs, only those who may edit CodeMirror.
            // Only these files: what they import of the app (React, the realtime hooks) stays
            // where it was, else the first page would load these chunks with it.
            {
              name: 'yjs',
              test: /node_modules[\\/](yjs|y-protocols|lib0|isomorphic\.js)[\\/]|src[\\/](lib|hooks)[\\/]coedit[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'editor',
              test: /node_modules[\\/](@codemirror|@lezer|y-codemirror\.next|style-mod|w3c-keyname|crelt|@marijn)[\\/]|src[\\/]features[\\/]workspace[\\/]coedit[\\/](live-editor|editor-extensions)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The song's mixer (docs/design/music-tracks.md §7.1): only a workspace whose song has
            // tracks loads it; its decoder (mediabunny) lives in the worker's own file.
            {
              name: 'mixer',
              test: /src[\\/]lib[\\/]mixer[\\/](?!decode-worker|readers[\\/])|src[\\/]features[\\/]workspace[\\/]song[\\/]mixer[\\/]/,
              includeDependenciesRecursively: false,
            },
            // The history panel, its diff (jsdiff) and the versions' calls: loaded when the history
            // is first opened (the header's button and its texts stay with the workspace).
            {
              name: 'history',
              test: /node_modules[\\/]diff[\\/]|src[\\/]features[\\/]workspace[\\/]history[\\/](?!history-button|history-constants)|src[\\/]entities[\\/]versions[\\/]/,
              includeDependenciesRecursively: false,
            },
            // An entity's data that pages share (its keys, client view, one file per call): one file
            // per entity, not one per call asked for one after another.
            {
              name: (id) => ENTITY_DATA.exec(id)?.[1] ?? null,
              minShareCount: 2,
              // Only these: the contract and lib/ stay where they were.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
