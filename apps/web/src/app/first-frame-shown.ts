/** The longest the app waits for the browser to show the HTML's first frame. */
export const FIRST_FRAME_WAIT_MS = 1000;

/**
 * Resolves once the browser has shown the page's first frame from index.html (first-frame.js) and
 * reported its paint (the first contentful paint, and with it the largest so far) — at most
 * FIRST_FRAME_WAIT_MS. The app's first render replaces that frame; done before the browser has
 * reported the frame's paint, it would erase the record of it, and the welcome screen that a first
 * visitor saw from the start would count as painted only when the app drew its copy. Resolves at
 * once when there is no frame, the page is not being shown (nothing is painted in a background
 * tab) or the browser does not report paints.
 */
export function firstFrameShown(doc: Document = document): Promise<void> {
  const framed = doc.getElementById('first-frame')?.firstElementChild != null;
  const reported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!framed || !reported || doc.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // `buffered`: a paint reported before this ran counts too.
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, FIRST_FRAME_WAIT_MS);
  });
}
