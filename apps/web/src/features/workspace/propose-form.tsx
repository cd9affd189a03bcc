import type { ContributionBody, Media } from '@create-together/contract';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { MediaAttachmentField } from '@/components/media';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { useProposeContribution } from '@/entities/contributions';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
import { CreditRoleField } from './review/credit-role-field';
import { type TakeDraft, TakeFields, takesBody, takesProblem } from './song/take-fields';
import { CONTRIBUTION_MAX_CHARS, WORKSPACE_MESSAGES } from './workspace-constants';

/** A proposal as it is being written: the file attached, the takes as typed. */
interface ProposalDraft {
  content: string;
  file: Media | null;
  takes: TakeDraft[];
  creditRole: string;
}

const EMPTY_PROPOSAL: ProposalDraft = { content: '', file: null, takes: [], creditRole: '' };

const toProposalBody = ({ content, file, takes, creditRole }: ProposalDraft): unknown => ({
  content,
  mediaId: file?.mediaId ?? null,
  takes: takesBody(takes),
  creditRole,
});

/** "takes.0.mediaId" is the takes'; "mediaId" (the file attached) has no field of its own to show it. */
const proposalFieldOf: FieldOf<ProposalDraft> = (path, message) => {
  const key = path.split('.')[0] ?? path;
  return key === 'content' || key === 'takes' || key === 'creditRole' ? { field: key, message } : undefined;
};

/** Words of the form's own: an empty proposal, takes not ready (a file to choose, a start to read). */
const unready = ({ content, takes }: ProposalDraft): Partial<Record<keyof ProposalDraft, string>> => {
  const takeProblem = takes.length > 0 ? takesProblem(takes) : null;
  return {
    ...(content.trim() === '' ? { content: 'Write something to propose.' } : {}),
    ...(takeProblem ? { takes: takeProblem } : {}),
  };
};

/**
 * Members propose a contribution: 1–20,000 characters of markdown, a file of their library if they
 * like, and takes for the song (new tracks, or new files for tracks); it appears at the top.
 */
export function ProposeForm({ projectId }: { projectId: string }) {
  const errorId = useId();
  const propose = useProposeContribution(projectId);
  const form = useContractForm<ProposalDraft, ContributionBody>({
    schema: (contract) => contract.ContributionBody,
    toBody: toProposalBody,
    fieldOf: proposalFieldOf,
    refine: unready,
    defaultValues: EMPTY_PROPOSAL,
  });
  const { errors } = form.formState;
  const { field: content } = useController({ control: form.control, name: 'content' });
  const { field: file } = useController({ control: form.control, name: 'file' });
  const { field: takes } = useController({ control: form.control, name: 'takes' });
  const { field: creditRole } = useController({ control: form.control, name: 'creditRole' });
  const tooLong = content.value.length > CONTRIBUTION_MAX_CHARS;
  const contentError = errors.content?.message;

  const write = (value: string) => {
    content.onChange(value);
    // Over the limit it says so at once, as the counter does, and again until it is fixed.
    if (value.length > CONTRIBUTION_MAX_CHARS || errors.content) void form.trigger('content');
  };

  const submit = form.handleSubmit((proposal) =>
    propose.mutateAsync(proposal).then(
      () => {
        form.reset(EMPTY_PROPOSAL);
        toast.success(WORKSPACE_MESSAGES.proposed);
      },
      (error: unknown) =>
        form.placeServerError(
          error,
          `Not proposed: ${error instanceof Error ? error.message : String(error)}`,
        ),
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Propose a contribution" className="space-y-3">
      <div className="space-y-1">
        <MarkdownEditor
          label="Propose a contribution"
          value={content.value}
          onChange={write}
          textareaRef={content.ref}
          maxLength={CONTRIBUTION_MAX_CHARS}
          placeholder="Lyrics, a chord chart, notes for the next take… Markdown works."
          rows={5}
          headingOffset={3}
          invalid={Boolean(contentError)}
          describedBy={contentError ? errorId : undefined}
          disabled={propose.isPending}
        />
        {contentError ? (
          <p id={errorId} className="text-sm text-rose-300">
            {contentError}
          </p>
        ) : null}
      </div>
      <TakeFields
        ref={takes.ref}
        projectId={projectId}
        takes={takes.value}
        onChange={takes.onChange}
        disabled={propose.isPending}
        error={errors.takes?.message}
      />
      <CreditRoleField
        ref={creditRole.ref}
        label="Credit me as (optional)"
        value={creditRole.value}
        onChange={creditRole.onChange}
        disabled={propose.isPending}
        error={errors.creditRole?.message}
      />
      <FormAlert message={form.formError ?? null} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MediaAttachmentField
          value={file.value}
          onChange={file.onChange}
          disabled={propose.isPending}
          pickerDescription="Audio, video or an image from your library. Attaching a file makes it public, so everyone who can see this project can open it."
        />
        <button
          type="submit"
          disabled={propose.isPending || tooLong}
          className={buttonClass('primary', 'md', 'ml-auto')}
        >
          <Send aria-hidden className="size-4" />
          {propose.isPending ? 'Proposing…' : 'Propose'}
        </button>
      </div>
    </form>
  );
}
