import { UserPlus, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { FRIENDS_LABELS as L, FRIENDS_MESSAGES as M, useSendFriendRequest } from '@/entities/friends';
import { useAuthStore } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';

/** SPEC.md §2.4 and §5: the Add Friend button and its dialog. */
export function AddFriendButton() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  // A refusal is said once, under the input (SPEC.md §2.4): no toast repeats it.
  const send = useSendFriendRequest({ failure: 'inline' });

  function onOpenChange(next: boolean) {
    if (next && !isAuthenticated) {
      // SPEC.md §5: signed-out visitors sign in first and come back here.
      navigate('/login?redirect=/friends');
      return;
    }
    if (send.isPending) return;
    setOpen(next);
    if (next) {
      setValue('');
      setError(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(M.dialogRequired);
      return;
    }
    setError(null);
    send.mutate(
      { typed: value },
      {
        onSuccess: () => setOpen(false),
        onError: (cause) => setError((cause instanceof ApiError && cause.serverMessage) || M.dialogFallback),
      },
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass('primary')}>
        <UserPlus aria-hidden className="size-4" />
        {L.addFriend}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{L.addFriend}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-1 grid size-8 place-items-center rounded-md text-ink-muted hover:bg-white/5 hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-ink-muted">
            Send a friend request by their email address or username.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-5">
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              {L.field}
            </label>
            <input
              id={inputId}
              type="text"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder="name@example.com or username"
              className={cn(
                'mt-1.5 h-10 w-full rounded-lg border bg-surface px-3 text-sm text-ink placeholder:text-ink-faint focus:border-accent-500 focus:outline-none focus:ring-2 focus:ring-accent-500/30',
                error ? 'border-rose-500/70' : 'border-line-strong',
              )}
            />
            {error ? (
              <p id={errorId} role="alert" className="mt-1.5 text-sm text-rose-300">
                {error}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClass('secondary')} disabled={send.isPending}>
                {L.cancel}
              </Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
                {send.isPending ? 'Sending…' : L.send}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
