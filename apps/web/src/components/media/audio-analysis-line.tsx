import type { AudioAnalysis } from '@create-together/contract';
import { AlertTriangle } from 'lucide-react';
import { analysisFacts, analysisWarnings, type SongMusic } from '@/entities/media';
import { cn } from '@/lib/cn';

/**
 * What the server heard in an audio file — "120 BPM · A minor · −14.2 LUFS · −0.8 dBTP peak" — and,
 * in amber, what to look at before using it (clipping; against `song`, a tempo or key it lacks).
 * Nothing while the file is not analysed.
 */
export function AudioAnalysisLine({
  analysis,
  song,
  className,
}: {
  analysis: AudioAnalysis | null;
  song?: SongMusic;
  className?: string;
}) {
  if (!analysis) return null;
  const facts = analysisFacts(analysis);
  const warnings = analysisWarnings(analysis, song);
  if (facts.length === 0 && warnings.length === 0) return null;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs', className)}>
      {facts.length > 0 ? (
        <p className="min-w-0 text-ink-faint tabular-nums">
          <span className="sr-only">Heard in it: </span>
          {facts.join(' · ')}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning} className="inline-flex min-w-0 items-center gap-1 text-amber-200">
          <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
          {warning}
        </p>
      ))}
    </div>
  );
}
