import { cn } from '@/lib/cn';

/**
 * A still royal-blue glow on the dark canvas: what the visuals show while their code loads,
 * when WebGL is unavailable, and in place of motion where the visitor asked for less.
 */
export function StaticBackdrop({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      data-visual="static-backdrop"
      className={cn(
        'pointer-events-none bg-[radial-gradient(60%_55%_at_50%_0%,rgba(65,105,225,0.35),transparent_70%),radial-gradient(40%_40%_at_85%_60%,rgba(65,105,225,0.14),transparent_70%),radial-gradient(35%_35%_at_10%_80%,rgba(91,123,240,0.10),transparent_70%)]',
        className,
      )}
    />
  );
}
