import { CONVERSATION_NAME_MAX, type ConversationParticipant } from '@create-together/contract';
import { LogOut, Pencil, UserMinus, UserPlus, Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/form-parts';
import {
  type ChatConversation,
  conversationTitle,
  personName,
  useAddPeople,
  useLeaveConversation,
  useRemovePerson,
  useRenameConversation,
} from '@/entities/messages';
import { FriendPicker } from './friend-picker';
import { PEOPLE_TEXT as T } from './messages-constants';

function RenameForm({ conversation, meId }: { conversation: ChatConversation; meId: string }) {
  const id = useId();
  const rename = useRenameConversation(conversation.id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!editing)
    return (
      <button
        type="button"
        onClick={() => {
          setName(conversation.name ?? conversationTitle(conversation, meId));
          setEditing(true);
        }}
        className={buttonClass('secondary', 'sm')}
      >
        <Pencil aria-hidden className="size-4" />
        {T.rename}
      </button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Name the group.');
      return;
    }
    rename.mutate(trimmed, { onSuccess: () => setEditing(false) });
  };
  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Name
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          maxLength={CONVERSATION_NAME_MAX}
          // biome-ignore lint/a11y/noAutofocus: opened by the user's own Rename
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          className={`${inputClass} h-9 flex-1`}
        />
        <button type="submit" disabled={rename.isPending} className={buttonClass('primary', 'sm', 'h-9')}>
          Save
        </button>
        <button type="button" onClick={() => setEditing(false)} className={buttonClass('ghost', 'sm', 'h-9')}>
          Cancel
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function AddPeople({ conversation, meId }: { conversation: ChatConversation; meId: string }) {
  const add = useAddPeople(conversation.id);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const inIt = new Set(conversation.participants.map((p) => p.userId));

  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'sm')}>
        <UserPlus aria-hidden className="size-4" />
        {T.addPeople}
      </button>
    );
  return (
    <div className="flex w-full flex-col gap-3 rounded-xl border border-line bg-surface/60 p-3">
      <FriendPicker
        meId={meId}
        legend={T.addPeople}
        selected={chosen}
        exclude={inIt}
        emptyText={T.noFriendsToAdd}
        onToggle={(friend) =>
          setChosen((current) => {
            const next = new Set(current);
            if (next.has(friend.userId)) next.delete(friend.userId);
            else next.add(friend.userId);
            return next;
          })
        }
      />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={() => setOpen(false)} className={buttonClass('ghost', 'sm')}>
          Cancel
        </button>
        <button
          type="button"
          disabled={chosen.size === 0 || add.isPending}
          onClick={() =>
            add.mutate([...chosen], {
              onSuccess: () => {
                setChosen(new Set());
                setOpen(false);
              },
            })
          }
          className={buttonClass('primary', 'sm')}
        >
          {chosen.size > 0 ? `Add ${chosen.size}` : 'Add'}
        </button>
      </div>
    </div>
  );
}

function Person({
  person,
  meId,
  maker,
  onRemove,
}: {
  person: ConversationParticipant;
  meId: string;
  maker: boolean;
  onRemove?: () => void;
}) {
  const name = personName(person);
  const notes = [person.userId === meId ? 'You' : null, maker ? 'Started it' : null].filter(Boolean);
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={person.avatarUrl} name={name} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm text-ink">{name}</span>
        <span className="block truncate text-xs text-ink-faint">
          @{person.username}
          {notes.length > 0 ? ` · ${notes.join(' · ')}` : ''}
        </span>
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`${T.remove} ${name}`}
          className={buttonClass('ghost', 'sm')}
        >
          <UserMinus aria-hidden className="size-4" />
          <span className="hidden sm:inline">{T.remove}</span>
        </button>
      ) : null}
    </li>
  );
}

/**
 * A group's or a chat's people: who is in it, and — as its policies allow — add friends, remove
 * someone (never yourself), rename it, or leave it (asked first).
 */
export function PeopleDialog({ conversation, meId }: { conversation: ChatConversation; meId: string }) {
  const navigate = useNavigate();
  const remove = useRemovePerson(conversation.id);
  const leave = useLeaveConversation(conversation.id);
  const [removing, setRemoving] = useState<ConversationParticipant | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { policies } = conversation;
  const people = [...conversation.participants].sort(
    (a, b) => Number(b.userId === meId) - Number(a.userId === meId),
  );

  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('ghost', 'sm')}>
        <Users aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{T.people}</span>{' '}
        <span className="text-ink-faint">{conversation.participants.length}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(44rem,calc(100dvh-2rem))] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl border border-line bg-surface-2 p-6 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{T.people}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-1 grid size-8 place-items-center rounded-md text-ink-muted hover:bg-white/5 hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 truncate text-sm text-ink-muted">
            {conversationTitle(conversation, meId)} · {conversation.participants.length} people
          </Dialog.Description>
          {policies.canRename || policies.canAddPeople ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {policies.canRename ? <RenameForm conversation={conversation} meId={meId} /> : null}
              {policies.canAddPeople ? <AddPeople conversation={conversation} meId={meId} /> : null}
            </div>
          ) : null}
          <ul aria-label="People in it" className="mt-3 divide-y divide-line">
            {people.map((person) => (
              <Person
                key={person.userId}
                person={person}
                meId={meId}
                maker={person.userId === conversation.createdByUserId}
                onRemove={
                  policies.canRemovePeople && person.userId !== meId ? () => setRemoving(person) : undefined
                }
              />
            ))}
          </ul>
          {policies.canLeave ? (
            <div className="mt-4 border-t border-line pt-4">
              <button
                type="button"
                onClick={() => setLeaving(true)}
                className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-rose-300 transition-colors hover:bg-rose-500/10 hover:text-rose-200"
              >
                <LogOut aria-hidden className="size-4" />
                {T.leave}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={T.removeTitle(removing ? personName(removing) : '')}
        description={T.removeDescription}
        confirmLabel={T.remove}
        danger
        onConfirm={() => removing && remove.mutate(removing.userId)}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={T.leaveTitle}
        description={conversation.subject ? T.leaveChatDescription : T.leaveDescription}
        confirmLabel={T.leave}
        danger
        onConfirm={() => leave.mutate(undefined, { onSuccess: () => navigate('/messages') })}
      />
    </Dialog.Root>
  );
}
