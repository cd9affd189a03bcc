import {
  CONVERSATION_NAME_MAX,
  type CreateGroupBody,
  GROUP_MEMBERS_MAX,
  GROUP_MEMBERS_MIN,
} from '@create-together/contract';
import { UsersRound, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, inputClass } from '@/components/ui/form-parts';
import { useCreateGroup } from '@/entities/messages';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { ApiError } from '@/lib/api-error';
import { FriendPicker } from './friend-picker';
import { INBOX_TEXT } from './messages-constants';

const GROUP_FAILED = 'The group could not be started. Please try again.';

/** Name a group and choose 2–49 friends; made, it opens. */
function NewGroupForm({ meId, onDone }: { meId: string; onDone: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const form = useContractForm<CreateGroupBody>({
    schema: (contract) => contract.CreateGroupBody,
    defaultValues: { name: '', userIds: [] },
  });
  const { errors } = form.formState;
  const people = useController({ control: form.control, name: 'userIds' }).field;
  const chosen = new Set(people.value);

  const submit = form.handleSubmit((body) =>
    create.mutateAsync(body).then(
      (conversation) => {
        onDone();
        navigate(`/messages/${encodeURIComponent(conversation.id)}`);
      },
      (error: unknown) =>
        form.placeServerError(error, (error instanceof ApiError && error.serverMessage) || GROUP_FAILED),
    ),
  );

  const count = chosen.size;
  return (
    <form noValidate onSubmit={submit} className="mt-5 flex min-h-0 flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
          Name
        </label>
        <input
          id={`${id}-name`}
          {...form.register('name')}
          maxLength={CONVERSATION_NAME_MAX}
          autoComplete="off"
          placeholder="e.g. Night Drive horns"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className={`${inputClass} h-10`}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="text-sm text-rose-300">
            {errors.name.message}
          </p>
        ) : null}
      </div>
      <FriendPicker
        meId={meId}
        legend="People"
        selected={chosen}
        describedBy={`${id}-count`}
        onToggle={(friend) =>
          people.onChange(
            chosen.has(friend.userId)
              ? people.value.filter((userId) => userId !== friend.userId)
              : [...people.value, friend.userId],
          )
        }
      />
      <p id={`${id}-count`} className={errors.userIds ? 'text-sm text-rose-300' : 'text-xs text-ink-faint'}>
        {errors.userIds?.message ??
          `${count} chosen · choose ${GROUP_MEMBERS_MIN - 1} to ${GROUP_MEMBERS_MAX - 1} friends`}
      </p>
      <FormAlert message={form.formError ?? null} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass('secondary')} disabled={form.formState.isSubmitting}>
          Cancel
        </Dialog.Close>
        <button type="submit" className={buttonClass('primary')} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Starting…' : 'Start group'}
        </button>
      </div>
    </form>
  );
}

/** The inbox's "New group" button and its dialog. */
export function NewGroupButton({ meId }: { meId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('secondary', 'sm')}>
        <UsersRound aria-hidden className="size-4" />
        {INBOX_TEXT.newGroup}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(44rem,calc(100dvh-2rem))] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{INBOX_TEXT.newGroup}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-1 grid size-8 place-items-center rounded-md text-ink-muted hover:bg-white/5 hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Name it and choose who is in it. Everyone can write; you can add and remove people later.
          </Dialog.Description>
          {open ? <NewGroupForm meId={meId} onDone={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
