import { CREDIT_ROLE_MAX } from '@create-together/contract';
import { type Ref, useId } from 'react';
import { fieldA11y, inputClass } from '@/components/ui/form-parts';

/** What someone is credited as once a contribution is merged: "bass", "lyrics", "mix", "artwork"… */
export function CreditRoleField({
  label,
  value,
  onChange,
  disabled,
  error,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Why the role is refused, under the field. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={CREDIT_ROLE_MAX}
        disabled={disabled}
        placeholder="bass, lyrics, mix, artwork…"
        className={`${inputClass} h-9 max-w-64`}
        list={`${id}-roles`}
        {...fieldA11y(id, error)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
      <datalist id={`${id}-roles`}>
        {[
          'bass',
          'drums',
          'guitar',
          'keys',
          'vocals',
          'lyrics',
          'arrangement',
          'mix',
          'mastering',
          'artwork',
        ].map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
    </div>
  );
}
