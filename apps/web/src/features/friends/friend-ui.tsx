import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { MenuContent } from '@/components/ui/menu';
import { personName } from '@/entities/friends';
import { cn } from '@/lib/cn';

/** One titled block of the friends page, with its count. */
export function FriendsSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-3 flex items-center gap-2">
        <h2 id={id} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {count ? (
          <span className="rounded-full bg-surface-3 px-2 py-0.5 text-xs font-medium text-ink-muted">
            {count}
          </span>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A short line for a section with nothing in it. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-line bg-surface/60 px-4 py-6 text-center text-sm text-ink-muted">
      {children}
    </p>
  );
}

/** A person: avatar, name linking to their profile, username, a detail line and actions. */
export function PersonRow({
  person,
  detail,
  actions,
}: {
  person: { userId: string; username: string; fullName: string; avatar: string | null };
  detail?: ReactNode;
  actions: ReactNode;
}) {
  const name = personName(person);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={person.avatar} name={name} />
        <div className="min-w-0">
          <Link
            to={`/profile/${encodeURIComponent(person.userId)}`}
            className="block truncate font-medium text-ink hover:text-accent-300 hover:underline"
          >
            {name}
          </Link>
          {/* The detail ("active yesterday") wraps under a long username rather than being cut. */}
          <p className="flex flex-wrap gap-x-1 text-sm text-ink-muted">
            <span className="max-w-full truncate">@{person.username}</span>
            {detail ? <span className="whitespace-nowrap text-ink-faint">· {detail}</span> : null}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </li>
  );
}

export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {children}
    </ul>
  );
}

/**
 * A row's actions beyond its first two, behind one "More actions for {name}" button, so the row
 * keeps its room for the name and the detail line.
 */
export function MoreActions({ name, children }: { name: string; children: ReactNode }) {
  return (
    // Not modal: the confirm dialogs its items open manage focus themselves.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`More actions for ${name}`}
        className={cn(rowButton('ghost'), 'px-2 data-[state=open]:bg-white/5')}
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end" sideOffset={4}>
          {children}
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export const rowButton = (variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'secondary') =>
  buttonClass(variant, 'sm');
