import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-parts';
import { ButtonSpinner } from '@/components/ui/spinner';
import { forgetCollective, useDeleteCollective } from '@/entities/collectives';
import { cn } from '@/lib/cn';

/**
 * The edit page's danger zone: deleting the collective, after typing its name (as GitHub asks for a
 * repository's). Its projects stay with their owners, out of it.
 */
export function DeleteCollectiveSection({ collectiveId, name }: { collectiveId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="delete-collective-title"
      className="mt-10 rounded-2xl border border-rose-400/30 bg-rose-950/20 p-5 sm:p-6"
    >
      <h2 id="delete-collective-title" className="text-base font-semibold text-rose-100">
        Delete collective
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        The collective and its memberships are deleted for good. Its projects stay with their owners; they
        just leave the collective.
      </p>
      <button type="button" onClick={() => setOpen(true)} className={cn(buttonClass('danger'), 'mt-4')}>
        <Trash2 aria-hidden className="size-4" />
        Delete collective
      </button>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
            <AlertDialog.Title className="text-lg font-semibold break-words text-ink">
              Delete {name}?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-muted">
              This cannot be undone. Its members are no longer in it; its projects stay, and leave the
              collective.
            </AlertDialog.Description>
            <ConfirmByName collectiveId={collectiveId} name={name} />
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}

/** Mounted each time the dialog opens, so it starts empty. */
function ConfirmByName({ collectiveId, name }: { collectiveId: string; name: string }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteCollective(collectiveId);
  const matches = typed.trim() === name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: async () => {
        // Left first: the page still showing it would otherwise ask for it again.
        await navigate('/collectives', { replace: true });
        forgetCollective(queryClient, collectiveId);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={`Delete ${name}`} className="mt-5 flex flex-col gap-4">
      <FormField id={id} label={`Type “${name}” to confirm`}>
        <input
          id={id}
          type="text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          className={cn(inputClass, 'h-10')}
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask for this one field
          autoFocus
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel type="button" className={buttonClass('secondary')}>
          Cancel
        </AlertDialog.Cancel>
        <button type="submit" disabled={!matches || remove.isPending} className={buttonClass('danger')}>
          {remove.isPending ? <ButtonSpinner /> : <Trash2 aria-hidden className="size-4" />}
          {remove.isPending ? 'Deleting...' : 'Delete this collective'}
        </button>
      </div>
    </form>
  );
}
