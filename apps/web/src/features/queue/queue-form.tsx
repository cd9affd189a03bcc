import {
  BPM_MAX,
  BPM_MIN,
  BPM_TOLERANCE,
  type EnterQueueBody,
  MUSIC_STYLES,
  QUEUE_KEYS,
  QUEUE_STYLES,
} from '@create-together/contract';
import { ChevronDown, ListPlus } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { SegmentedToggle } from '@/components/ui/filter-chips';
import { FieldGroup, FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { cn } from '@/lib/cn';
import { DURATION_CHOICES } from './queue-constants';
import { StyleChips, TeamSizeField } from './queue-form-fields';
import {
  INITIAL_QUEUE_FORM,
  type QueueFormValues,
  queueFieldOf,
  toQueueBody,
  unchosen,
} from './queue-form-model';

const MAJOR_KEYS = QUEUE_KEYS.filter((key) => key.endsWith('major'));
const MINOR_KEYS = QUEUE_KEYS.filter((key) => key.endsWith('minor'));

/**
 * What session you want: checked with the contract's schema before it is sent, each field's
 * error under it. `error` (and its `detail`) is the server's refusal, if it refused.
 */
export function QueueForm({
  onEnter,
  pending,
  error,
  detail,
}: {
  onEnter: (body: EnterQueueBody) => void;
  pending: boolean;
  error: string | null;
  detail: string | null;
}) {
  const id = useId();
  const form = useContractForm<QueueFormValues, EnterQueueBody>({
    schema: (contract) => contract.EnterQueueBody,
    toBody: toQueueBody,
    fieldOf: queueFieldOf,
    refine: unchosen,
    defaultValues: INITIAL_QUEUE_FORM,
  });
  const { errors } = form.formState;
  const teamSize = useController({ control: form.control, name: 'teamSize' }).field;
  const duration = useController({ control: form.control, name: 'duration' }).field;
  const style = useController({ control: form.control, name: 'style' }).field;
  const fieldId = (name: string) => `${id}-${name}`;
  const bpmHint = `${BPM_MIN}–${BPM_MAX}. Creators within ${BPM_TOLERANCE} bpm of you can match.`;

  const submit = form.handleSubmit(onEnter);

  return (
    <form noValidate aria-label="Start a session" onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TeamSizeField
          id={fieldId('team')}
          teamSize={teamSize.value}
          onChange={teamSize.onChange}
          error={errors.teamSize?.message}
        />
        <FieldGroup
          id={fieldId('duration')}
          legend="Duration"
          hint="How long the session runs once it starts."
        >
          <SegmentedToggle
            fill
            options={DURATION_CHOICES}
            value={duration.value}
            onChange={duration.onChange}
          />
        </FieldGroup>
        <FormField id={fieldId('key')} label="Key" error={errors.key?.message}>
          <div className="relative">
            <select
              id={fieldId('key')}
              {...form.register('key')}
              {...fieldA11y(fieldId('key'), errors.key?.message)}
              className={cn(inputClass, 'h-10 appearance-none pr-9')}
            >
              <optgroup label="Major">
                {MAJOR_KEYS.map((key) => (
                  <option key={key}>{key}</option>
                ))}
              </optgroup>
              <optgroup label="Minor">
                {MINOR_KEYS.map((key) => (
                  <option key={key}>{key}</option>
                ))}
              </optgroup>
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-faint"
            />
          </div>
        </FormField>
        <FormField id={fieldId('bpm')} label="Tempo (bpm)" hint={bpmHint} error={errors.bpm?.message}>
          <input
            id={fieldId('bpm')}
            type="number"
            inputMode="numeric"
            min={BPM_MIN}
            max={BPM_MAX}
            step={1}
            {...form.register('bpm')}
            {...fieldA11y(fieldId('bpm'), errors.bpm?.message, bpmHint)}
            className={cn(inputClass, 'h-10 tabular-nums')}
          />
        </FormField>
      </div>
      <FieldGroup
        id={fieldId('style')}
        legend="Style"
        hint={`Styles with a note (${MUSIC_STYLES.join(', ')}) make a music project; the others, an Other project.`}
        error={errors.style?.message}
      >
        <StyleChips styles={QUEUE_STYLES} value={style.value} onChange={style.onChange} />
      </FieldGroup>
      <FormAlert message={error} detail={detail} />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full')}>
        <ListPlus aria-hidden className="size-5" />
        {pending ? 'Entering the queue…' : 'Enter the queue'}
      </button>
    </form>
  );
}
