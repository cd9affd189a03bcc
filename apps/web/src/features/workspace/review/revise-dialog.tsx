import { type FormEvent, useId, useState } from 'react';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { type ClientContribution, useReviseContribution } from '@/entities/contributions';
import { SongDialog } from '../song/song-dialog';
import { type TakeDraft, TakeFields, takesBody, takesProblem } from '../song/take-fields';
import { CONTRIBUTION_MAX_CHARS } from '../workspace-constants';
import { CreditRoleField } from './credit-role-field';

/**
 * Its author changes a contribution: new text, and new takes that replace the ones it has (left
 * empty, the takes stay as they are). Votes cast so far go stale, as a reviewer expects when what
 * they approved changed.
 */
export function ReviseDialog({
  projectId,
  contribution,
  open,
  onOpenChange,
}: {
  projectId: string;
  contribution: ClientContribution;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const errorId = useId();
  const [draft, setDraft] = useState(contribution.content);
  const [takes, setTakes] = useState<TakeDraft[]>([]);
  const [creditRole, setCreditRole] = useState(contribution.creditRole);
  const revise = useReviseContribution(projectId);
  const empty = draft.trim().length === 0;
  const tooLong = draft.length > CONTRIBUTION_MAX_CHARS;
  const takeProblem = takes.length > 0 ? takesProblem(takes) : null;
  const reviewed = draft.trim() !== contribution.content || takes.length > 0;
  const unchanged = !reviewed && creditRole.trim() === contribution.creditRole;
  const problem = empty
    ? 'Write something: a contribution cannot be empty.'
    : tooLong
      ? `A contribution can be at most ${CONTRIBUTION_MAX_CHARS.toLocaleString('en')} characters.`
      : (takeProblem ?? (revise.error ? `Not saved: ${revise.error.message}` : null));
  const votes = contribution.voters.filter((vote) => !vote.stale).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem && !revise.error) return;
    if (unchanged || revise.isPending) return;
    revise.mutate(
      {
        contributionId: contribution.id,
        ...(draft.trim() !== contribution.content ? { content: draft } : {}),
        ...(takes.length > 0 ? { takes: takesBody(takes) } : {}),
        ...(creditRole.trim() !== contribution.creditRole ? { creditRole } : {}),
      },
      {
        onSuccess: () => {
          toast.success(
            votes > 0 ? 'Saved. Earlier votes no longer count until they are cast again.' : 'Saved.',
          );
          setTakes([]);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <SongDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) revise.reset();
        onOpenChange(next);
      }}
      title="Change your contribution"
      description={
        votes > 0
          ? `Its ${votes === 1 ? 'vote' : `${votes} votes`} will go stale: kept and shown, but counted again only when cast again.`
          : 'Change its text, or give it new takes.'
      }
    >
      <form onSubmit={submit} aria-label="Change your contribution" className="space-y-4">
        <MarkdownEditor
          label="Text"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (revise.error) revise.reset();
          }}
          maxLength={CONTRIBUTION_MAX_CHARS}
          rows={6}
          headingOffset={3}
          invalid={Boolean(problem)}
          describedBy={problem ? errorId : undefined}
          disabled={revise.isPending}
        />
        {contribution.takes.length > 0 ? (
          <p className="text-sm text-ink-muted">
            New takes replace its{' '}
            {contribution.takes.length === 1 ? 'take' : `${contribution.takes.length} takes`}; without new
            ones, they stay.
          </p>
        ) : null}
        <TakeFields projectId={projectId} takes={takes} onChange={setTakes} disabled={revise.isPending} />
        <CreditRoleField
          label="Credit me as"
          value={creditRole}
          onChange={setCreditRole}
          disabled={revise.isPending}
        />
        <p id={errorId} role={problem ? 'alert' : undefined} className="text-sm text-rose-300 empty:hidden">
          {problem}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('ghost', 'md')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={revise.isPending || unchanged || Boolean(problem && !revise.error)}
            className={buttonClass('primary', 'md')}
          >
            {revise.isPending ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </SongDialog>
  );
}
