#!/usr/bin/env node
// Is the product fast on a phone? Lighthouse's default mobile run (simulated slow 4G, 4× CPU
// slowdown, a phone's screen) on a cold cache, against the built product with the demo world.
// Starts the built server on a fresh DATA_DIR with DEMO_DATA=true, then runs Lighthouse on each
// page, every run in a Chromium with a fresh profile (nothing cached). Every page but the first
// visit to / is measured as a returning visitor: `hasSeenIntro` is "true" before the page's own
// code runs. Prints the median of the runs per page and exits 1 when a page misses its budget.
// Usage: npm run build && node bench/lighthouse.mjs [--markdown] [--pages=/login,/explore] [--report-only]
//        [--gate] [--save=DIR] (RUNS=n runs per page, 3 by default; CHROME_PATH, /usr/bin/chromium by default)
//        --gate (npm test) fails only below the floor, not below the budget (see FLOOR below).
//        --save runs every audit (the diagnostics too: the LCP element and its phases, the request
//        chains, main-thread work) and writes each run's full report to DIR as JSON.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 3);
const markdown = process.argv.includes('--markdown');
const reportOnly = process.argv.includes('--report-only');
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
const gate = process.argv.includes('--gate');

const KiB = 1024;
const SCORE_MIN = 95;
const LCP_MAX_MS = 2500;
const CLS_MAX = 0.1;

/**
 * What `npm test` holds the pages to (--gate), apart from the budget. The score, the LCP and the
 * blocking time scale with the speed of the machine Lighthouse runs on (its 4× slowdown multiplies
 * whatever the host does): the same product read /explore 96 on a host of benchmarkIndex ~3,600 and
 * 81 on one of ~1,800, its five runs there spreading over 16 points (bench/RESULTS.md, "Lighthouse
 * under Chromium 156"). So the suite fails on what does not depend on the host — layout shift, bytes
 * moved, a page without a paint — and on a regression far outside any host's noise (the pages read
 * 46–64 before they were made fast); the budget is measured by hand and recorded in
 * bench/RESULTS.md with the host's benchmarkIndex, as every speed target is (decision 0026).
 */
const FLOOR = { score: 70, lcpMs: 4000 };

/**
 * The pages measured and their budgets. `/` is the first visit (the intro shows); the others are a
 * returning visitor's cold load. A budget returns what the median run missed, if anything.
 */
const PAGES = [
  {
    name: '/login',
    path: () => '/login',
    introSeen: true,
    maxKiB: 200,
    budget: (m) => [...vitals(m), ...bytes(m, 200)],
  },
  { name: '/explore', path: () => '/explore', introSeen: true, budget: vitals },
  { name: '/projects/{id}', path: (ids) => `/projects/${ids.project}`, introSeen: true, budget: vitals },
  {
    name: '/ (first visit)',
    path: () => '/',
    introSeen: false,
    // The intro's welcome screen paints visible content within 2.5 s.
    budget: lcpBudget,
  },
];

// A figure Lighthouse could not measure (null: e.g. no LCP at all) misses its budget.
function lcpBudget(m) {
  if (m.lcp === null) return ['no LCP'];
  return m.lcp > LCP_MAX_MS ? [`LCP ${seconds(m.lcp)} > ${seconds(LCP_MAX_MS)}`] : [];
}

function vitals(m) {
  const missed = [];
  if (m.score === null) missed.push('no score');
  else if (m.score < SCORE_MIN) missed.push(`score ${Math.round(m.score)} < ${SCORE_MIN}`);
  missed.push(...lcpBudget(m));
  if (m.cls === null) missed.push('no CLS');
  else if (m.cls > CLS_MAX) missed.push(`CLS ${m.cls.toFixed(3)} > ${CLS_MAX}`);
  return missed;
}

/** The floor of a page (FLOOR, --gate): its shift and bytes as in the budget, its speed far below it. */
function floor(page, m) {
  const missed = [];
  if (m.score === null) missed.push('no score');
  else if (m.score < FLOOR.score) missed.push(`score ${Math.round(m.score)} < ${FLOOR.score}`);
  if (m.lcp === null) missed.push('no LCP');
  else if (m.lcp > FLOOR.lcpMs) missed.push(`LCP ${seconds(m.lcp)} > ${seconds(FLOOR.lcpMs)}`);
  if (m.cls === null) missed.push('no CLS');
  else if (m.cls > CLS_MAX) missed.push(`CLS ${m.cls.toFixed(3)} > ${CLS_MAX}`);
  if (page.maxKiB) missed.push(...bytes(m, page.maxKiB));
  return missed;
}

function bytes(m, maxKiB) {
  return m.bytes > maxKiB * KiB ? [`${kib(m.bytes)} KiB > ${maxKiB} KiB`] : [];
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const kib = (n) => (n / KiB).toFixed(1);
const log = (line) => process.stderr.write(`${line}\n`);

// The metrics the performance score weighs (the score is theirs alone, so it is the same as with
// every audit) and the requests; skipping the diagnostics makes a run about half as long.
const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
  'network-requests',
];

function selectedPages() {
  if (!pagesArg) return PAGES;
  return pagesArg.split(',').map((wanted) => {
    // `/projects/{id}` may be given as `/projects`; `/` is the first visit.
    const page =
      PAGES.find((p) => p.name === wanted || p.name.startsWith(`${wanted} `)) ??
      PAGES.find((p) => wanted !== '/' && p.name.startsWith(wanted));
    if (!page) throw new Error(`unknown page ${wanted}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
    return page;
  });
}

/** The built server on a fresh DATA_DIR with the demo world; stop() waits for it and removes the folder. */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-lighthouse-'));
  try {
    const server = await startBuiltServer(dataDir, { DEMO_DATA: 'true' });
    return {
      base: server.base,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** The demo world's most popular public project (it has the most on its page). */
async function demoProjectId(base) {
  const response = await fetch(`${base}/api/projects?sort=popular&limit=1`);
  const { projects } = await response.json();
  if (!projects?.length) throw new Error('the demo world has no public project');
  return projects[0].projectId;
}

/**
 * One Lighthouse run in its own Chromium: chrome-launcher gives every launch a new profile in a
 * temporary folder, so nothing is cached. Lighthouse still clears the origin's storage and the
 * HTTP cache before it loads the page (its default); the intro flag is then written by a script
 * that runs at the start of every new document, before the page's own code reads it — as it is
 * for a visitor who has seen the intro and whose cache is empty.
 */
async function lighthouseRun(url, introSeen) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--enable-unsafe-swiftshader'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      if (introSeen) {
        await page.evaluateOnNewDocument(() => {
          try {
            localStorage.setItem('hasSeenIntro', 'true');
          } catch {} // about:blank has no storage
        });
      }
      const audits = saveDir ? undefined : AUDITS;
      const result = await lighthouse(url, { logLevel: 'error', onlyAudits: audits }, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (saveDir) save(url, result.lhr);
      return {
        ...figures(result.lhr, url),
        lighthouse: result.lhr.lighthouseVersion,
        chromium: (await browser.version()).replace(/^\D*\//, ''),
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/** Writes a run's full report to --save's folder, named after the page and the time. */
function save(url, lhr) {
  mkdirSync(saveDir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(join(saveDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}

/**
 * A run whose trace Lighthouse could not read (no first paint: NO_NAVSTART and the like, which a
 * loaded machine causes now and then) tells nothing about the page: it is run again, twice at most.
 */
async function measure(url, introSeen) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouseRun(url, introSeen);
    if (result.fcp !== null || attempt === 3) return result;
    log(`${url}: no trace to read (${result.unmeasured[0]}), running again`);
  }
}

/** The figures of one report; throws if the run failed or anything came from a cache. */
function figures(lhr, url) {
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id];
  /** An audit's figure, or null (and why, in `unmeasured`) when Lighthouse could not measure it. */
  const unmeasured = [];
  const value = (id) => {
    const numeric = audit(id)?.numericValue;
    if (typeof numeric === 'number') return numeric;
    unmeasured.push(`${id}: ${audit(id)?.errorMessage ?? 'missing'}`);
    return null;
  };
  // A cold load fetches every byte: an answer without bytes on the wire (or a 304) came from a cache,
  // unless this load fetched the same URL already (an image shown twice is downloaded once).
  const requests = audit('network-requests')?.details?.items ?? [];
  const fetched = new Set(
    requests.filter((r) => r.transferSize > 0 && r.statusCode !== 304).map((r) => r.url),
  );
  const cached = requests.filter(
    (r) =>
      /^https?:/.test(r.url) &&
      !fetched.has(r.url) &&
      (r.statusCode === 304 || (r.transferSize === 0 && r.resourceSize > 0)),
  );
  if (cached.length > 0) {
    throw new Error(`${url}: not a cold load, from a cache: ${cached.map((r) => r.url).join(', ')}`);
  }
  const score = lhr.categories.performance.score;
  return {
    score: score === null ? null : Math.round(score * 100),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    bytes: value('total-byte-weight'),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    unmeasured,
  };
}

/**
 * The median of each figure over the runs (for an odd number of runs, one run's value). A figure
 * a run could not measure counts as the worst; a median that falls on one is null.
 */
function median(results) {
  const mid = (key, worst) => {
    const sorted = results.map((r) => r[key] ?? worst).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    return Number.isFinite(value) ? value : null;
  };
  const lowerIsBetter = ['lcp', 'cls', 'tbt', 'fcp', 'bytes', 'benchmarkIndex'];
  const scores = results.map((r) => r.score).filter((score) => score !== null);
  return {
    score: mid('score', Number.NEGATIVE_INFINITY),
    ...Object.fromEntries(lowerIsBetter.map((key) => [key, mid(key, Number.POSITIVE_INFINITY)])),
    scoreRange: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
  };
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null; // not a git checkout: leave it out
  }
}

async function main() {
  const pages = selectedPages();
  const server = await startServer();
  const rows = [];
  const benchmarkIndexes = [];
  let versions;
  try {
    const ids = pages.some((p) => p.name.startsWith('/projects/'))
      ? { project: await demoProjectId(server.base) }
      : {};
    for (const page of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const started = Date.now();
        const result = await measure(`${server.base}${page.path(ids)}`, page.introSeen);
        results.push(result);
        benchmarkIndexes.push(result.benchmarkIndex);
        versions = result;
        const unmeasured = result.unmeasured.length ? `; not measured: ${result.unmeasured.join('; ')}` : '';
        log(
          `${page.name} run ${run}/${runs}: score ${result.score ?? '—'}, LCP ${seconds(result.lcp)}, ` +
            `${kib(result.bytes)} KiB in ${result.requests} requests (${seconds(Date.now() - started)})${unmeasured}`,
        );
      }
      const m = median(results);
      rows.push({ page, m, missed: page.budget(m), belowFloor: floor(page, m) });
    }
  } finally {
    await server.stop();
  }

  const dash = (value, show) => (value === null ? '—' : String(show(value)));
  const score = (m) => {
    const median = dash(m.score, Math.round);
    return runs > 1 && m.scoreRange ? `${median} (${m.scoreRange[0]}–${m.scoreRange[1]})` : median;
  };
  const cells = (row) => [
    row.page.name,
    score(row.m),
    seconds(row.m.lcp),
    dash(row.m.cls, (cls) => cls.toFixed(3)),
    dash(row.m.tbt, (tbt) => `${Math.round(tbt)} ms`),
    seconds(row.m.fcp),
    dash(row.m.bytes, kib),
    row.missed.length ? `misses: ${row.missed.join(', ')}` : 'meets',
  ];
  const sortedIndexes = benchmarkIndexes.sort((a, b) => a - b);
  const about = [
    new Date().toISOString().slice(0, 10),
    `Lighthouse ${versions.lighthouse}, mobile (simulated slow 4G, 4× CPU slowdown)`,
    `Chromium ${versions.chromium}`,
    `median of ${runs} run${runs > 1 ? 's' : ''}`,
    `benchmarkIndex ${Math.round(sortedIndexes[0])}–${Math.round(sortedIndexes.at(-1))}`,
    commit() && `at ${commit()}`,
  ].filter(Boolean);
  const head = ['page', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'KiB moved', 'budget'];
  const lines = [about.join(' · '), ''];
  if (markdown) {
    lines.push(`| ${head.join(' | ')} |`, `|${'---|'.repeat(head.length)}`);
    for (const row of rows) lines.push(`| ${cells(row).join(' | ')} |`);
  } else {
    const widths = [16, 12, 7, 6, 8, 6, 9];
    const pad = (values) =>
      values
        .map((v, i) => (i === 0 ? v.padEnd(widths[i]) : i < widths.length ? v.padStart(widths[i]) : v))
        .join('  ');
    lines.push(pad(head));
    for (const row of rows) lines.push(pad(cells(row)));
  }
  console.log(lines.join('\n'));

  const missing = rows.filter((row) => row.missed.length > 0);
  if (missing.length > 0)
    console.error(`\nBudget missed on ${missing.map((row) => row.page.name).join(', ')}`);
  if (gate) {
    const below = rows.filter((row) => row.belowFloor.length > 0);
    for (const row of below)
      console.error(`Below the floor on ${row.page.name}: ${row.belowFloor.join(', ')}`);
    if (below.length > 0) process.exit(1);
    console.error(
      `Floor held on every page (score ≥ ${FLOOR.score}, LCP ≤ ${seconds(FLOOR.lcpMs)}, CLS ≤ ${CLS_MAX}, bytes within budget).`,
    );
    return;
  }
  // --report-only: the figures, without failing (while the pages are still being brought there).
  if (missing.length > 0 && !reportOnly) process.exit(1);
}

await main();
