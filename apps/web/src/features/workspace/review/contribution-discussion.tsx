import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type MentionablePerson, MentionField } from '@/components/review/mention-field';
import { ThreadItem } from '@/components/review/thread-item';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import type { ClientContribution } from '@/entities/contributions';
import { projectThreadsQueryOptions, useStartThread } from '@/entities/review';
import { useProjectPeople } from './project-people';

/**
 * A proposal's discussion, on its card: threads on it as a whole and on its takes (those pinned to
 * a moment are also on the take's lane when it is compared A/B), and for members a box to start
 * one. Its open threads are the ones a project may wait for before a merge.
 */
export function ContributionDiscussion({
  projectId,
  contribution,
  canComment,
}: {
  projectId: string;
  contribution: ClientContribution;
  canComment: boolean;
}) {
  const threads = useQuery(projectThreadsQueryOptions(projectId));
  const [open, setOpen] = useState(false);
  const people = useProjectPeople(projectId);
  const mine = (threads.data ?? []).filter(
    (thread) =>
      (thread.subject.kind === 'contribution' || thread.subject.kind === 'take') &&
      thread.subject.contributionId === contribution.id,
  );
  const openCount = mine.filter((thread) => thread.status === 'open').length;
  if (mine.length === 0 && !canComment) return null;

  return (
    <section aria-label="Discussion" className="mt-3">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className={buttonClass('ghost', 'sm', '-ml-2')}
      >
        <MessagesSquare aria-hidden className="size-4" />
        {mine.length === 0
          ? 'Discuss'
          : `${mine.length} ${mine.length === 1 ? 'thread' : 'threads'}${openCount > 0 ? ` · ${openCount} open` : ''}`}
      </button>
      {open ? (
        <div className="mt-2 space-y-2">
          <ol className="space-y-2">
            {mine.map((thread) => (
              <ThreadItem
                key={thread.id}
                thread={thread}
                name={thread.subject.kind === 'take' ? `Take: ${thread.subject.name}` : 'The proposal'}
                selected={false}
                people={people}
              />
            ))}
          </ol>
          {canComment && contribution.status === 'open' ? (
            <NewThread projectId={projectId} contributionId={contribution.id} people={people} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function NewThread({
  projectId,
  contributionId,
  people,
}: {
  projectId: string;
  contributionId: string;
  people: readonly MentionablePerson[];
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const start = useStartThread({ projectId });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '' || start.isPending) return;
    start.mutate(
      { subject: { kind: 'contribution', contributionId }, body },
      { onSuccess: () => setBody('') },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Start a thread" className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Start a thread on this proposal
      </label>
      <MentionField
        multiline
        id={id}
        value={body}
        onValueChange={(text) => {
          setBody(text);
          if (start.error) start.reset();
        }}
        people={people}
        rows={2}
        maxLength={2000}
        placeholder="A question, a concern, a thank-you… @mention a bandmate."
        className={`${inputClass} py-2`}
      />
      {start.error ? (
        <p role="alert" className="text-xs text-rose-300">
          {start.error.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={start.isPending || body.trim() === ''}
        className={buttonClass('secondary', 'sm', 'self-end')}
      >
        {start.isPending ? 'Posting…' : 'Start thread'}
      </button>
    </form>
  );
}
