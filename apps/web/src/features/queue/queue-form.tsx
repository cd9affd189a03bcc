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
import { type FormEvent, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SegmentedToggle } from '@/components/ui/filter-chips';
import { FieldGroup, FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { DURATION_CHOICES } from './queue-constants';
import { StyleChips, TeamSizeField } from './queue-form-fields';
import {
  INITIAL_QUEUE_FORM,
  type QueueFormErrors,
  type QueueFormValues,
  validateQueueForm,
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
  const [values, setValues] = useState<QueueFormValues>(INITIAL_QUEUE_FORM);
  const [errors, setErrors] = useState<QueueFormErrors>({});
  const fieldId = (name: string) => `${id}-${name}`;
  const bpmHint = `${BPM_MIN}–${BPM_MAX}. Creators within ${BPM_TOLERANCE} bpm of you can match.`;

  const set = <K extends keyof QueueFormValues>(name: K, value: QueueFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateQueueForm(values);
    if (checked.errors) setErrors(checked.errors);
    else onEnter(checked.body);
  };

  return (
    <form noValidate aria-label="Start a session" onSubmit={submit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TeamSizeField
          id={fieldId('team')}
          teamSize={values.teamSize}
          onChange={(teamSize) => set('teamSize', teamSize)}
          error={errors.teamSize}
        />
        <FieldGroup
          id={fieldId('duration')}
          legend="Duration"
          hint="How long the session runs once it starts."
        >
          <SegmentedToggle
            fill
            options={DURATION_CHOICES}
            value={values.duration}
            onChange={(duration) => set('duration', duration)}
          />
        </FieldGroup>
        <FormField id={fieldId('key')} label="Key" error={errors.key}>
          <div className="relative">
            <select
              id={fieldId('key')}
              value={values.key}
              onChange={(event) => set('key', event.target.value as QueueFormValues['key'])}
              {...fieldA11y(fieldId('key'), errors.key)}
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
        <FormField id={fieldId('bpm')} label="Tempo (bpm)" hint={bpmHint} error={errors.bpm}>
          <input
            id={fieldId('bpm')}
            type="number"
            inputMode="numeric"
            min={BPM_MIN}
            max={BPM_MAX}
            step={1}
            value={values.bpm}
            onChange={(event) => set('bpm', event.target.value)}
            {...fieldA11y(fieldId('bpm'), errors.bpm, bpmHint)}
            className={cn(inputClass, 'h-10 tabular-nums')}
          />
        </FormField>
      </div>
      <FieldGroup
        id={fieldId('style')}
        legend="Style"
        hint={`Styles with a note (${MUSIC_STYLES.join(', ')}) make a music project; the others, an Other project.`}
        error={errors.style}
      >
        <StyleChips styles={QUEUE_STYLES} value={values.style} onChange={(style) => set('style', style)} />
      </FieldGroup>
      <FormAlert message={error} detail={detail} />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full')}>
        <ListPlus aria-hidden className="size-5" />
        {pending ? 'Entering the queue…' : 'Enter the queue'}
      </button>
    </form>
  );
}
