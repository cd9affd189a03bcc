import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { personName } from '@/lib/friends';

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
          <p className="truncate text-sm text-ink-muted">
            @{person.username}
            {detail ? <span className="text-ink-faint"> · {detail}</span> : null}
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

export const rowButton = (variant: 'primary' | 'secondary' | 'ghost' | 'danger' = 'secondary') =>
  buttonClass(variant, 'sm');

/** A yes/no question before removing or blocking someone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
