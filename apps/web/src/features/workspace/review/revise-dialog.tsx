import type { ReviseContributionBody } from '@create-together/contract';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { type ClientContribution, useReviseContribution } from '@/entities/contributions';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
import { SongDialog } from '../song/song-dialog';
import { type TakeDraft, TakeFields, takesBody, takesProblem } from '../song/take-fields';
import { CONTRIBUTION_MAX_CHARS } from '../workspace-constants';
import { CreditRoleField } from './credit-role-field';

/** A revision as it is being written: the takes as typed (none keeps the ones it has). */
interface RevisionDraft {
  content: string;
  takes: TakeDraft[];
  creditRole: string;
}

/** Only what changed goes: the text, new takes, the credit's role. */
const changesOf =
  (contribution: ClientContribution) =>
  ({ content, takes, creditRole }: RevisionDraft) => ({
    ...(content.trim() !== contribution.content ? { content } : {}),
    ...(takes.length > 0 ? { takes: takesBody(takes) } : {}),
    ...(creditRole.trim() !== contribution.creditRole ? { creditRole } : {}),
  });

const revisionFieldOf: FieldOf<RevisionDraft> = (path, message) => {
  const key = path.split('.')[0] ?? path;
  return key === 'content' || key === 'takes' || key === 'creditRole' ? { field: key, message } : undefined;
};

/** Words of the form's own: an emptied text, takes not ready (a file to choose, a start to read). */
const unready = ({ content, takes }: RevisionDraft): Partial<Record<keyof RevisionDraft, string>> => {
  const takeProblem = takes.length > 0 ? takesProblem(takes) : null;
  return {
    ...(content.trim() === '' ? { content: 'Write something: a contribution cannot be empty.' } : {}),
    ...(takeProblem ? { takes: takeProblem } : {}),
  };
};

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
  const revise = useReviseContribution(projectId);
  const toBody = changesOf(contribution);
  const form = useContractForm<RevisionDraft, ReviseContributionBody>({
    schema: (contract) => contract.ReviseContributionBody,
    toBody,
    fieldOf: revisionFieldOf,
    refine: unready,
    defaultValues: { content: contribution.content, takes: [], creditRole: contribution.creditRole },
  });
  const { errors } = form.formState;
  const { field: content } = useController({ control: form.control, name: 'content' });
  const { field: takes } = useController({ control: form.control, name: 'takes' });
  const { field: creditRole } = useController({ control: form.control, name: 'creditRole' });
  const tooLong = content.value.length > CONTRIBUTION_MAX_CHARS;
  const unchanged = Object.keys(toBody(form.watch())).length === 0;
  const contentError = errors.content?.message;
  const votes = contribution.voters.filter((vote) => !vote.stale).length;

  const write = (value: string) => {
    content.onChange(value);
    // Emptied or over the limit, it says so at once, and again until it is fixed.
    if (value.trim() === '' || value.length > CONTRIBUTION_MAX_CHARS || errors.content)
      void form.trigger('content');
  };

  const submit = form.handleSubmit((changes) =>
    revise.mutateAsync({ contributionId: contribution.id, ...changes }).then(
      () => {
        toast.success(
          votes > 0 ? 'Saved. Earlier votes no longer count until they are cast again.' : 'Saved.',
        );
        form.resetField('takes');
        onOpenChange(false);
      },
      (error: unknown) =>
        form.placeServerError(error, `Not saved: ${error instanceof Error ? error.message : String(error)}`),
    ),
  );

  return (
    <SongDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
      title="Change your contribution"
      description={
        votes > 0
          ? `Its ${votes === 1 ? 'vote' : `${votes} votes`} will go stale: kept and shown, but counted again only when cast again.`
          : 'Change its text, or give it new takes.'
      }
    >
      <form onSubmit={submit} noValidate aria-label="Change your contribution" className="space-y-4">
        <div className="space-y-1">
          <MarkdownEditor
            label="Text"
            value={content.value}
            onChange={write}
            textareaRef={content.ref}
            maxLength={CONTRIBUTION_MAX_CHARS}
            rows={6}
            headingOffset={3}
            invalid={Boolean(contentError)}
            describedBy={contentError ? errorId : undefined}
            disabled={revise.isPending}
          />
          {contentError ? (
            <p id={errorId} className="text-sm text-rose-300">
              {contentError}
            </p>
          ) : null}
        </div>
        {contribution.takes.length > 0 ? (
          <p className="text-sm text-ink-muted">
            New takes replace its{' '}
            {contribution.takes.length === 1 ? 'take' : `${contribution.takes.length} takes`}; without new
            ones, they stay.
          </p>
        ) : null}
        <TakeFields
          ref={takes.ref}
          projectId={projectId}
          takes={takes.value}
          onChange={takes.onChange}
          disabled={revise.isPending}
          error={errors.takes?.message}
        />
        <CreditRoleField
          ref={creditRole.ref}
          label="Credit me as"
          value={creditRole.value}
          onChange={creditRole.onChange}
          disabled={revise.isPending}
          error={errors.creditRole?.message}
        />
        <FormAlert message={form.formError ?? null} />
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('ghost', 'md')} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={revise.isPending || unchanged || tooLong}
            className={buttonClass('primary', 'md')}
          >
            {revise.isPending ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </SongDialog>
  );
}
