import { useDeferredValue, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { MainContentView } from '../main-content-view';
import { LONG_PREVIEW_THROTTLE_MS, LONG_TEXT_CHARS, PREVIEW_THROTTLE_MS } from './coedit-constants';

/**
 * The live text as it changes, read again at most every PREVIEW_THROTTLE_MS (less often for a
 * long text): a burst of keystrokes from several people is one re-render, not one each.
 */
function useLiveText(text: Y.Text): string {
  const [value, setValue] = useState(() => text.toString());
  useEffect(() => {
    // A new document (after a reset) starts from its own text.
    setValue(text.toString());
    let timer: ReturnType<typeof setTimeout> | null = null;
    const changed = () => {
      if (timer !== null) return;
      const wait = text.length > LONG_TEXT_CHARS ? LONG_PREVIEW_THROTTLE_MS : PREVIEW_THROTTLE_MS;
      timer = setTimeout(() => {
        timer = null;
        setValue(text.toString());
      }, wait);
    };
    text.observe(changed);
    return () => {
      text.unobserve(changed);
      if (timer !== null) clearTimeout(timer);
    };
  }, [text]);
  return value;
}

/**
 * The main content as everyone sees it while others write it: rendered Markdown of the live text,
 * narrowed to the sections that mention a search, as the workspace always showed it.
 */
export function LivePreview({ text, query, canEdit }: { text: Y.Text; query: string; canEdit: boolean }) {
  // Rendering Markdown can take a while: typing (and the editor beside it) stays responsive.
  const content = useDeferredValue(useLiveText(text));
  return <MainContentView content={content} query={query} canEdit={canEdit} />;
}
