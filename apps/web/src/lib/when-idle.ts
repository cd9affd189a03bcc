/** When the browser has a moment (at most `timeoutMs` away): for work never worth delaying a paint. */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
