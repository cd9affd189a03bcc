import { useEffect, useState } from 'react';
import { cachedAccent, DEFAULT_ACCENT, extractAccentColour, type Rgb } from '@/lib/colour';

/** The accent colour of a cover image (the default until it is known, or without an image). */
export function useAccentColour(url: string | null | undefined): Rgb {
  const [state, setState] = useState<{ url: string | null; rgb: Rgb }>(() => ({
    url: url ?? null,
    rgb: (url && cachedAccent(url)) || DEFAULT_ACCENT,
  }));

  useEffect(() => {
    if (!url) return;
    let current = true;
    void extractAccentColour(url).then((rgb) => {
      if (current) setState({ url, rgb });
    });
    return () => {
      current = false;
    };
  }, [url]);

  if (!url) return DEFAULT_ACCENT;
  // Until the new image's colour is known, a colour found for the previous one does not linger.
  return state.url === url ? state.rgb : (cachedAccent(url) ?? DEFAULT_ACCENT);
}
