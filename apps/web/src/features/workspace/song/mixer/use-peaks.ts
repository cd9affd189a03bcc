import { useQuery } from '@tanstack/react-query';
import { type Peaks, parsePeaks } from '@/lib/mixer/peaks';

/**
 * A file's peaks from the server (`{id}.peaks`, gzipped on the wire): fetched once per address and
 * kept for the session (peaks never change for a file). Null: none yet, or none for this coding —
 * the lane is drawn flat.
 */
export function usePeaks(url: string | null) {
  return useQuery({
    queryKey: ['peaks', url],
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    queryFn: async ({ signal }): Promise<Peaks | null> => {
      const response = await fetch(url ?? '', { signal, credentials: 'same-origin' });
      if (!response.ok) return null;
      return parsePeaks(await response.arrayBuffer());
    },
  });
}
