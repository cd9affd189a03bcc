import type { DeleteAccountBody } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useDeleteAccount } from '@/entities/account';
import { failureMessage, useAuthStore } from '@/features/auth';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { useRealtimeConnection } from '@/hooks/realtime';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { SettingsSection } from './settings-section';

export const DELETE_ACCOUNT_MESSAGES = {
  deleted: 'Your account was deleted.',
  failed: 'Could not delete your account. Please try again.',
} as const;

/** A wrong password is the server's 400 about it: it belongs under the field. */
const aboutPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /password/i.test(error.serverMessage ?? '')
    ? ('password' as const)
    : undefined;

/** Settings → the danger zone: what deleting the account does, and the button that does it. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="settings-delete-account"
      title="Delete account"
      description="Permanently delete your account. This cannot be undone."
      danger
    >
      <ul className="mb-5 flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-muted">
        <li>
          Your profile, posts, comments, likes, messages, notifications, friends and uploaded files are
          deleted.
        </li>
        <li>
          Projects you share with others go to the member who joined earliest; projects only you are in are
          deleted. Collectives you founded are handed on the same way.
        </li>
        <li>You are signed out on every device.</li>
      </ul>
      <button type="button" className={buttonClass('danger')} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden className="size-4" />
        Delete account
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
            <Dialog.Title className="text-lg font-semibold text-ink">Delete your account?</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-ink-muted">
              Everything that is only yours is deleted for good. Enter your password to confirm.
            </Dialog.Description>
            <DeleteAccountForm onCancel={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SettingsSection>
  );
}

/** Mounted each time the dialog opens, so it starts empty. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connection = useRealtimeConnection();
  const mutation = useDeleteAccount();
  const form = useContractForm<DeleteAccountBody>({
    schema: (contract) => contract.DeleteAccountBody,
    defaultValues: { password: '' },
  });
  const fieldError = form.formState.errors.password?.message;

  const onSubmit = form.handleSubmit((body) => {
    // The server closes this tab's socket as the sessions end; closed first, that is not mistaken
    // for an expired session ("Session expired", off to /login) racing the answer below.
    connection?.disconnect();
    return mutation.mutateAsync(body).then(
      () => {
        // The server already ended every session and cleared the cookie: only this tab is left.
        useAuthStore.getState().clearSession(null);
        queryClient.clear();
        navigate('/', { replace: true });
        toast.success(DELETE_ACCOUNT_MESSAGES.deleted);
      },
      (error: unknown) => {
        connection?.connect();
        form.placeServerError(error, failureMessage(error, DELETE_ACCOUNT_MESSAGES.failed), aboutPassword);
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Delete account" className="mt-5 flex flex-col gap-4">
      <FormField id={id} label="Password" error={fieldError}>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          {...fieldA11y(id, fieldError)}
          className={cn(inputClass, 'h-10')}
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to ask for this one field
          autoFocus
        />
      </FormField>
      <FormAlert message={form.formError ?? null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
        <button type="submit" disabled={mutation.isPending} className={buttonClass('danger')}>
          {mutation.isPending ? 'Deleting…' : 'Delete account'}
        </button>
      </div>
    </form>
  );
}
