import { REQUIRED_APPROVALS_MAX, type ReviewRules } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { contributionKeys } from '@/entities/contributions';
import { useUpdateProject } from '@/entities/projects';
import { SongDialog } from '../song/song-dialog';

/** The rules as one line: "2 approvals · open threads block", or "The owner decides". */
export function describeRules(rules: ReviewRules): string {
  const parts = [
    rules.requiredApprovals > 0
      ? `${rules.requiredApprovals} ${rules.requiredApprovals === 1 ? 'approval' : 'approvals'} to merge`
      : 'The owner decides',
    rules.openThreadsBlock ? 'open threads block' : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** How contributions get merged, for everyone to see; the owner changes it here. */
export function ReviewRulesControl({
  projectId,
  rules,
  canEdit,
}: {
  projectId: string;
  rules: ReviewRules;
  canEdit: boolean;
}) {
  const [open, setOpen] = useState(false);
  const summary = (
    <span className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
      <ShieldCheck aria-hidden className="size-3.5" />
      {describeRules(rules)}
    </span>
  );
  if (!canEdit)
    return (
      <p>
        <span className="sr-only">Review rules: </span>
        {summary}
      </p>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('ghost', 'sm', 'h-auto py-1')}
        aria-label={`Review rules: ${describeRules(rules)}. Change them`}
      >
        {summary}
      </button>
      {open ? <ReviewRulesDialog projectId={projectId} rules={rules} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReviewRulesDialog({
  projectId,
  rules,
  onClose,
}: {
  projectId: string;
  rules: ReviewRules;
  onClose: () => void;
}) {
  const approvalsId = useId();
  const blockId = useId();
  const [approvals, setApprovals] = useState(String(rules.requiredApprovals));
  const [block, setBlock] = useState(rules.openThreadsBlock);
  const update = useUpdateProject(projectId);
  const client = useQueryClient();
  const count = Number(approvals);
  const valid =
    approvals.trim() !== '' && Number.isInteger(count) && count >= 0 && count <= REQUIRED_APPROVALS_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || update.isPending) return;
    update.mutate(
      { reviewRules: { requiredApprovals: count, openThreadsBlock: block } },
      {
        onSuccess: () => {
          // What each open contribution still needs follows the new rules.
          void client.invalidateQueries({ queryKey: contributionKeys.ofProject(projectId), exact: true });
          toast.success('Review rules saved.');
          onClose();
        },
        onError: (error) => toast.error(`Not saved: ${error.message}`),
      },
    );
  };

  return (
    <SongDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Review rules"
      description="How a contribution gets merged. An approval is a member’s +1 (never the author’s own); a change by the author makes earlier votes stale."
    >
      <form onSubmit={submit} className="space-y-5" aria-label="Review rules">
        <div className="space-y-1.5">
          <label htmlFor={approvalsId} className="block text-sm font-medium text-ink">
            Approvals needed to merge
          </label>
          <input
            id={approvalsId}
            type="number"
            inputMode="numeric"
            min={0}
            max={REQUIRED_APPROVALS_MAX}
            step={1}
            value={approvals}
            onChange={(event) => setApprovals(event.target.value)}
            aria-invalid={!valid || undefined}
            aria-describedby={`${approvalsId}-hint`}
            className={`${inputClass} h-10 w-28`}
          />
          <p
            id={`${approvalsId}-hint`}
            className={valid ? 'text-xs text-ink-faint' : 'text-xs text-rose-300'}
          >
            {valid
              ? '0 keeps it simple: the owner decides. With approvals required, a request for changes also holds the merge.'
              : `A whole number from 0 to ${REQUIRED_APPROVALS_MAX}.`}
          </p>
        </div>
        <label htmlFor={blockId} className="flex items-start gap-3 text-sm text-ink">
          <input
            id={blockId}
            type="checkbox"
            checked={block}
            onChange={(event) => setBlock(event.target.checked)}
            className="mt-0.5 size-4 accent-accent-500"
          />
          <span>
            Open threads block the merge
            <span className="block text-xs text-ink-faint">
              Every comment thread on a contribution or its takes must be resolved first.
            </span>
          </span>
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClass('ghost', 'md')}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={!valid || update.isPending}
            className={buttonClass('primary', 'md')}
          >
            {update.isPending ? 'Saving…' : 'Save rules'}
          </button>
        </div>
      </form>
    </SongDialog>
  );
}
