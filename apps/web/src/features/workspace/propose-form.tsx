import type { Media } from '@create-together/contract';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { MediaAttachmentField } from '@/components/media';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { useProposeContribution } from '@/entities/contributions';
import { CreditRoleField } from './review/credit-role-field';
import { type TakeDraft, TakeFields, takesBody, takesProblem } from './song/take-fields';
import { CONTRIBUTION_MAX_CHARS, WORKSPACE_MESSAGES } from './workspace-constants';

/**
 * Members propose a contribution: 1–20,000 characters of markdown, a file of their library if they
 * like, and takes for the song (new tracks, or new files for tracks); it appears at the top.
 */
export function ProposeForm({ projectId }: { projectId: string }) {
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [attached, setAttached] = useState<Media | null>(null);
  const [takes, setTakes] = useState<TakeDraft[]>([]);
  const [creditRole, setCreditRole] = useState('');
  const [touched, setTouched] = useState(false);
  const propose = useProposeContribution(projectId);

  const length = draft.trim().length;
  const tooLong = draft.length > CONTRIBUTION_MAX_CHARS;
  const empty = length === 0;
  const takeProblem = takes.length > 0 ? takesProblem(takes) : null;
  const problem = tooLong
    ? `A contribution can be at most ${CONTRIBUTION_MAX_CHARS.toLocaleString('en')} characters.`
    : touched && empty
      ? 'Write something to propose.'
      : touched && takeProblem
        ? takeProblem
        : propose.error
          ? `Not proposed: ${propose.error.message}`
          : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty || tooLong || takeProblem || propose.isPending) return;
    propose.mutate(
      { content: draft, mediaId: attached?.mediaId ?? null, takes: takesBody(takes), creditRole },
      {
        onSuccess: () => {
          setDraft('');
          setAttached(null);
          setTakes([]);
          setCreditRole('');
          setTouched(false);
          toast.success(WORKSPACE_MESSAGES.proposed);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Propose a contribution" className="space-y-3">
      <MarkdownEditor
        label="Propose a contribution"
        value={draft}
        onChange={(value) => {
          setDraft(value);
          if (propose.error) propose.reset();
        }}
        maxLength={CONTRIBUTION_MAX_CHARS}
        placeholder="Lyrics, a chord chart, notes for the next take… Markdown works."
        rows={5}
        headingOffset={3}
        invalid={Boolean(problem)}
        describedBy={problem ? errorId : undefined}
        disabled={propose.isPending}
      />
      <TakeFields projectId={projectId} takes={takes} onChange={setTakes} disabled={propose.isPending} />
      <CreditRoleField
        label="Credit me as (optional)"
        value={creditRole}
        onChange={setCreditRole}
        disabled={propose.isPending}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MediaAttachmentField
          value={attached}
          onChange={setAttached}
          disabled={propose.isPending}
          pickerDescription="Audio, video or an image from your library. Attaching a file makes it public, so everyone who can see this project can open it."
        />
        <p
          id={errorId}
          role={problem ? 'alert' : undefined}
          className="min-h-5 basis-full text-sm text-rose-300 empty:hidden sm:order-first"
        >
          {problem}
        </p>
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
