import { REQUIRED_APPROVALS_MAX, type ReviewRules, type UpdateProjectBody } from '@create-together/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { contributionKeys } from '@/entities/contributions';
import { useUpdateProject } from '@/entities/projects';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
import { cn } from '@/lib/cn';
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

type RulesValues = { requiredApprovals: string; openThreadsBlock: boolean };

/** The number as typed; an empty box is no number (not 0), and the contract says so. */
const toRulesBody = ({ requiredApprovals, openThreadsBlock }: RulesValues) => ({
  reviewRules: {
    requiredApprovals: requiredApprovals.trim() === '' ? Number.NaN : Number(requiredApprovals),
    openThreadsBlock,
  },
});

/** "reviewRules.requiredApprovals" is the field of that name. */
const rulesFieldOf: FieldOf<RulesValues> = (path, message) => {
  const [top, field] = path.split('.');
  return top === 'reviewRules' && (field === 'requiredApprovals' || field === 'openThreadsBlock')
    ? { field, message }
    : undefined;
};

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
  const update = useUpdateProject(projectId);
  const client = useQueryClient();
  const form = useContractForm<RulesValues, UpdateProjectBody>({
    schema: (contract) => contract.UpdateProjectBody,
    toBody: toRulesBody,
    fieldOf: rulesFieldOf,
    // A number out of range is said as it is typed.
    mode: 'onChange',
    defaultValues: {
      requiredApprovals: String(rules.requiredApprovals),
      openThreadsBlock: rules.openThreadsBlock,
    },
  });
  const approvalsError = form.formState.errors.requiredApprovals?.message;
  const hint =
    '0 keeps it simple: the owner decides. With approvals required, a request for changes also holds the merge.';

  const submit = form.handleSubmit((body) =>
    update.mutateAsync(body).then(
      () => {
        // What each open contribution still needs follows the new rules.
        void client.invalidateQueries({ queryKey: contributionKeys.ofProject(projectId), exact: true });
        toast.success('Review rules saved.');
        onClose();
      },
      (error: unknown) =>
        form.placeServerError(error, `Not saved: ${error instanceof Error ? error.message : String(error)}`),
    ),
  );

  return (
    <SongDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Review rules"
      description="How a contribution gets merged. An approval is a member’s +1 (never the author’s own); a change by the author makes earlier votes stale."
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Review rules">
        <FormField id={approvalsId} label="Approvals needed to merge" hint={hint} error={approvalsError}>
          <input
            id={approvalsId}
            type="number"
            inputMode="numeric"
            min={0}
            max={REQUIRED_APPROVALS_MAX}
            step={1}
            {...form.register('requiredApprovals')}
            {...fieldA11y(approvalsId, approvalsError, hint)}
            className={cn(inputClass, 'h-10 w-28')}
          />
        </FormField>
        <label htmlFor={blockId} className="flex items-start gap-3 text-sm text-ink">
          <input
            id={blockId}
            type="checkbox"
            {...form.register('openThreadsBlock')}
            className="mt-0.5 size-4 accent-accent-500"
          />
          <span>
            Open threads block the merge
            <span className="block text-xs text-ink-faint">
              Every comment thread on a contribution or its takes must be resolved first.
            </span>
          </span>
        </label>
        <FormAlert message={form.formError ?? null} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClass('ghost', 'md')}>
            Cancel
          </button>
          <button type="submit" disabled={update.isPending} className={buttonClass('primary', 'md')}>
            {update.isPending ? 'Saving…' : 'Save rules'}
          </button>
        </div>
      </form>
    </SongDialog>
  );
}
