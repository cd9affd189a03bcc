/** What Settings → Active sessions shows of a session's User-Agent. */
export interface DeviceInfo {
  /** "Chrome", "Safari", …, or UNKNOWN_BROWSER. */
  browser: string;
  /** "Linux", "iPhone", …, or null when the User-Agent does not say. */
  os: string | null;
}

export const UNKNOWN_BROWSER = 'Unknown browser';
/** How much of a User-Agent is stored with a session: enough to recognise it, never a whole essay. */
export const USER_AGENT_MAX = 300;

// First match wins. Chromium-based browsers also say "Chrome/" and "Safari/", and Chrome says
// "Safari/", so the ones that build on another come before it.
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

// iOS says "like Mac OS X" and Android says "Linux": the more particular ones come first.
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (text: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The browser and system a User-Agent names, for a person to recognise their own devices by
 * ("Chrome on Linux", "Safari on iPhone"). A guess by design: anything may send any User-Agent,
 * so it is only ever shown, never trusted.
 */
export function parseUserAgent(userAgent: string): DeviceInfo {
  return {
    browser: firstMatch(userAgent, BROWSERS) ?? UNKNOWN_BROWSER,
    os: firstMatch(userAgent, SYSTEMS) ?? null,
  };
}

/** The User-Agent header as stored with a new session: trimmed, at most USER_AGENT_MAX characters. */
export function storedUserAgent(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return (value ?? '').trim().slice(0, USER_AGENT_MAX);
}
