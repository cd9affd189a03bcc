#!/usr/bin/env node
// What each page of the built web app loads before it can paint, from Vite's manifest:
// the entry, each page's static imports, and the lazy visuals. Fails if three.js is in what any
// page loads up front (it may only come later, through home's lazy liquid background), if the
// Agora SDK is anywhere but its own lazy chunk (only a call on Agora downloads it), or if what
// /login needs before it can paint and respond passes 120 kB of gzipped JavaScript or 20 kB of
// gzipped CSS (the .gz files the server sends, kB = 1,024 bytes).
// The contract's schemas and zod are not in what /explore and /projects/{id} need before they paint
// (lib/contract.ts: their answers are checked after the first screen).
// Co-editing's libraries come lazily from the workspace only: Yjs once it has painted, CodeMirror
// only for those who may edit; no page loads either up front.
// Run after `npm run build`: `node bench/chunks.mjs [--markdown]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const markdown = process.argv.includes('--markdown');

const source = (file) => readFileSync(join(dist, file));
// three.js names its renderer in its own messages; no other code of ours says this.
const hasThree = (file) => source(file).includes('THREE.WebGLRenderer');
// Agora's SDK names its own error class so. (Not 'AgoraRTC': its chunk's file name, which the
// code that imports it carries, says that.)
const hasAgora = (file) => source(file).includes('AgoraRTCException');
const isAgoraSdk = (key) => key.includes('node_modules/agora-rtc-sdk-ng/');
// Yjs names itself in its warning about a second copy; CodeMirror's stylesheet names its scroller.
const hasYjs = (file) => source(file).includes('Yjs was already imported');
const hasCodeMirror = (file) => source(file).includes('cm-scroller');
// zod names its error class so; nothing of ours does.
const hasZod = (file) => source(file).includes('ZodError');
/** The song's mixer, its decode worker (mediabunny) and its worklet: loaded only by a workspace with tracks. */
const hasMixer = (file) => /(^|\/)(mixer|song-mixer|mixer-worklet|decode-worker)-[\w-]+\.js$/.test(file);

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function size(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = source(file);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The critical path's budget: /login's first load, gzipped as sent (SPEC'd by the phone issue). */
const LOGIN_JS_BUDGET = 120 * 1024;
const LOGIN_CSS_BUDGET = 20 * 1024;

/** A file's size as the server sends it to a browser that takes gzip: its prebuilt .gz. */
const sentGzip = (file) => {
  try {
    return readFileSync(join(dist, `${file}.gz`)).length;
  } catch {
    return source(file).length; // too small to be worth compressing: sent as it is
  }
};
/** The stylesheets the chunks behind `files` bring. */
const cssOf = (files) =>
  new Set(
    Object.values(manifest)
      .filter((chunk) => files.has(chunk.file))
      .flatMap((chunk) => chunk.css ?? []),
  );
/**
 * The manifest's key for the chunk that holds a source file: its own, or, for a file that a chunk
 * group of vite.config.ts took in with others (the manifest then lists the group, not the file), the
 * group whose source map names it.
 */
function chunkKeyOf(sourceKey) {
  if (manifest[sourceKey]) return sourceKey;
  return Object.keys(manifest).find((key) => {
    try {
      const map = JSON.parse(source(`${manifest[key].file}.map`));
      return map.sources.some((file) => file.endsWith(sourceKey.replace(/^src\//, '/src/')));
    } catch {
      return false; // no source map (a stylesheet or an asset)
    }
  });
}

/** What a page needs before it paints: the entry and its routes' modules, each with its imports. */
function criticalPath(routeKeys) {
  let files = staticClosure('index.html');
  for (const key of routeKeys) files = staticClosure(key, files);
  const sum = (set) => [...set].reduce((total, file) => total + sentGzip(file), 0);
  return { js: sum(files), css: sum(cssOf(files)) };
}
const entry = staticClosure('index.html');
const rows = [{ name: 'entry (every page)', files: entry }];
const problems = [];

// A chunk group that took in a lazily imported file is imported lazily too, without being its entry.
const lazyTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry && !lazyTargets.has(key)) continue;
  const closure = staticClosure(key);
  const own = [...closure].filter((file) => !entry.has(file));
  const agoraSdk = isAgoraSdk(key);
  const name = agoraSdk
    ? 'agora-rtc-sdk-ng'
    : key.startsWith('_')
      ? `${chunk.name} (a group of vite.config.ts)`
      : key.replace(/^src\//, '');
  const note = key.startsWith('src/visuals/') ? 'lazy visual' : agoraSdk ? 'lazy, Agora calls only' : null;
  rows.push({ name, files: new Set(own), note });
  const isLiquid = key === 'src/visuals/liquid/liquid-background.tsx';
  const withThree = [...closure].filter(hasThree);
  if (!isLiquid && withThree.length > 0)
    problems.push(`${name} loads three.js up front (${withThree.join(', ')})`);
  const withAgora = [...closure].filter(hasAgora);
  if (!agoraSdk && withAgora.length > 0)
    problems.push(`${name} loads the Agora SDK up front (${withAgora.join(', ')})`);
}
if ([...entry].some(hasThree)) problems.push('the entry chunk contains three.js');
if ([...entry].some(hasAgora)) problems.push('the entry chunk contains the Agora SDK');

const liquid = manifest['src/visuals/liquid/liquid-background.tsx'];
const home = manifest['src/features/home/home-page.tsx'];
if (!liquid || !hasThree(liquid.file)) problems.push('three.js is not in the liquid background chunk');
if (!home) problems.push('no home page chunk');
const agoraSdk = Object.entries(manifest).find(([key, chunk]) => isAgoraSdk(key) && chunk.isDynamicEntry);
if (!agoraSdk || !hasAgora(agoraSdk[1].file))
  problems.push('the Agora SDK is not in a lazy chunk of its own');

const lines = markdown
  ? ['| chunk (and what it loads beyond the entry) | raw | gzip |', '|---|---|---|']
  : [];
for (const row of rows) {
  const { raw, gzip } = size(row.files);
  const label = row.note ? `${row.name} (${row.note})` : row.name;
  lines.push(
    markdown
      ? `| ${label} | ${kb(raw)} | ${kb(gzip)} |`
      : `${label.padEnd(52)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`,
  );
}
console.log(lines.join('\n'));

// Every page but sign-in and registration sits in the query cache's layout route (app/routes.tsx).
const DATA_LAYOUT = 'src/app/query-provider.tsx';
const pages = [
  ['/login', ['src/features/auth/login-page.tsx']],
  ['/explore', [DATA_LAYOUT, 'src/features/explore/explore-page.tsx']],
  ['/projects/{id}', [DATA_LAYOUT, 'src/features/projects/project-detail-page.tsx']],
];
const pathLines = markdown
  ? [
      '',
      '| page: what it needs before it paints | JavaScript (gzip, as sent) | CSS (gzip, as sent) |',
      '|---|---|---|',
    ]
  : ['', 'Critical path (entry + page, gzipped as sent):'];
for (const [page, keys] of pages) {
  const chunkKeys = keys.map(chunkKeyOf);
  const missing = keys.filter((_, i) => !chunkKeys[i]);
  if (missing.length > 0) {
    problems.push(`no chunk for ${page} (${missing.join(', ')})`);
    continue;
  }
  const { js, css } = criticalPath(chunkKeys);
  pathLines.push(
    markdown
      ? `| ${page} | ${kb(js)} | ${kb(css)} |`
      : `${page.padEnd(20)} JS ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`,
  );
  if (page === '/login') {
    if (js > LOGIN_JS_BUDGET)
      problems.push(
        `/login needs ${kb(js)} of gzipped JavaScript before it paints (budget ${kb(LOGIN_JS_BUDGET)})`,
      );
    if (css > LOGIN_CSS_BUDGET)
      problems.push(
        `/login needs ${kb(css)} of gzipped CSS before it paints (budget ${kb(LOGIN_CSS_BUDGET)})`,
      );
  }
}
console.log(pathLines.join('\n'));

const WORKSPACE_PAGE = 'src/features/workspace/workspace-pages.tsx';
for (const [page, keys] of [...pages, ['/workspace/{id}', [DATA_LAYOUT, WORKSPACE_PAGE]]]) {
  const chunkKeys = keys.map(chunkKeyOf);
  if (chunkKeys.some((key) => !key)) {
    if (page === '/workspace/{id}') problems.push(`no chunk for ${page} (${WORKSPACE_PAGE})`);
    continue;
  }
  const files = [...chunkKeys.reduce((seen, key) => staticClosure(key, seen), staticClosure('index.html'))];
  if (files.some(hasYjs)) problems.push(`${page} loads Yjs up front`);
  if (files.some(hasCodeMirror)) problems.push(`${page} loads CodeMirror up front`);
  if (files.some(hasMixer)) problems.push(`${page} loads the song's mixer up front`);
  if (page !== '/workspace/{id}' && files.some(hasZod))
    problems.push(`${page} loads the contract's schemas (zod) before it paints`);
}
const liveMainContent = 'src/features/workspace/coedit/live-main-content.tsx';
if (manifest[liveMainContent] && [...staticClosure(liveMainContent)].some(hasCodeMirror))
  problems.push('the live main content loads CodeMirror before it knows the reader may edit');

if (problems.length > 0) {
  console.error(`\nBudget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nthree.js loads only with the liquid background, after home has painted.');
console.log('The Agora SDK loads only when a call on Agora joins.');
console.log('Yjs and CodeMirror load only lazily from the workspace, CodeMirror only for editors.');
console.log(
  "The song's mixer, its decode worker and worklet load only lazily, from a workspace with tracks.",
);
console.log("/login, /explore and /projects/{id} paint without the contract's schemas (zod).");
console.log('/login paints with at most 120 kB of gzipped JavaScript and 20 kB of gzipped CSS.');
