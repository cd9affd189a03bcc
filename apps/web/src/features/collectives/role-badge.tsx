import type { CollectiveRole } from '@create-together/contract';
import { Crown, Shield } from 'lucide-react';
import { cn } from '@/lib/cn';

const LABELS: Record<CollectiveRole, string> = {
  founder: 'Founder',
  moderator: 'Moderator',
  member: 'Member',
};

/** "Founder" (with a crown), "Moderator" (with a shield) or "Member": someone's place in a collective. */
export function RoleBadge({ kind, className }: { kind: CollectiveRole; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        kind === 'founder'
          ? 'border-amber-400/40 bg-amber-400/10 text-amber-200'
          : kind === 'moderator'
            ? 'border-sky-400/40 bg-sky-400/10 text-sky-200'
            : 'border-accent-500/30 bg-accent-600/15 text-accent-200',
        className,
      )}
    >
      {kind === 'founder' ? <Crown aria-hidden className="size-3" /> : null}
      {kind === 'moderator' ? <Shield aria-hidden className="size-3" /> : null}
      {LABELS[kind]}
    </span>
  );
}
