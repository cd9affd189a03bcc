import { PASSWORD_MIN, PasswordBody } from '@create-together/contract';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useChangePassword } from '@/entities/account';
import { failureMessage } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';

export const PASSWORD_MESSAGES = {
  mismatch: 'The new passwords do not match.',
  changed: 'Password changed. Other sessions were signed out.',
  failed: 'Failed to change password.',
} as const;

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Field, string>>;

function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const result = PasswordBody.safeParse(values);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  }
  return errors;
}

/** A wrong current password is the server's 400 about it: it belongs under that field. */
const aboutCurrentPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /current password/i.test(error.serverMessage ?? '');

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: { name: Field; label: string; autoComplete: string; hint?: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN} characters.`,
  },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** Settings → Account: change the password (current, new, confirm). */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangePassword();
  const errors = { ...(submitted ? validate(values) : {}), ...serverErrors };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(validate(values)).length > 0) return;
    const { currentPassword, newPassword } = values;
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSubmitted(false);
          toast.success(PASSWORD_MESSAGES.changed);
        },
        onError: (error) => {
          const message = failureMessage(error, PASSWORD_MESSAGES.failed);
          if (aboutCurrentPassword(error)) setServerErrors({ currentPassword: message });
          else setFailure(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, autoComplete, hint }) => {
          const id = `settings-${name}`;
          return (
            <FormField
              key={name}
              id={id}
              label={label}
              hint={hint}
              error={errors[name]}
              className={name === 'currentPassword' ? 'sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]' : undefined}
            >
              <input
                id={id}
                type="password"
                autoComplete={autoComplete}
                value={values[name]}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [name]: event.target.value }));
                  if (serverErrors[name]) setServerErrors({});
                }}
                {...fieldA11y(id, errors[name], hint)}
                className={cn(inputClass, 'h-10')}
              />
            </FormField>
          );
        })}
      </div>
      <FormAlert message={failure} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-faint">Changing it signs you out everywhere else.</p>
        <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
          <KeyRound aria-hidden className="size-4" />
          {mutation.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
