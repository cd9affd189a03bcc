import { describe, expect, it } from 'vitest';
import { parseUserAgent, storedUserAgent, UNKNOWN_BROWSER, USER_AGENT_MAX } from './user-agent';

// Real User-Agent strings, as the browsers send them.
const AGENTS: Array<[string, string, string | null]> = [
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'Linux',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPhone',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
    'Edge',
    'Windows',
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Windows'],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iPad',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    'Firefox',
    'iPhone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    'Chrome',
    'Android',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    'Opera',
    'Windows',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'ChromeOS',
  ],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
];

describe('parseUserAgent', () => {
  it.each(AGENTS)('%s → %s on %s', (agent, browser, os) => {
    expect(parseUserAgent(agent)).toEqual({ browser, os });
  });

  it('falls back to "Unknown browser" and no system for anything else', () => {
    expect(parseUserAgent('')).toEqual({ browser: UNKNOWN_BROWSER, os: null });
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: UNKNOWN_BROWSER, os: null });
    // A system without a browser it names still says the system.
    expect(parseUserAgent('SomeApp/1.0 (Linux; Android 13)')).toEqual({
      browser: UNKNOWN_BROWSER,
      os: 'Android',
    });
  });
});

describe('storedUserAgent', () => {
  it('trims, cuts to the maximum, and takes the first of repeated headers', () => {
    expect(storedUserAgent('  Firefox/127.0  ')).toBe('Firefox/127.0');
    expect(storedUserAgent('x'.repeat(1000))).toHaveLength(USER_AGENT_MAX);
    expect(storedUserAgent(['first', 'second'])).toBe('first');
    expect(storedUserAgent(undefined)).toBe('');
  });
});
