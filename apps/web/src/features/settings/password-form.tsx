import { PASSWORD_MIN, type PasswordBody } from '@create-together/contract';
import { KeyRound } from 'lucide-react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useChangePassword } from '@/entities/account';
import { failureMessage } from '@/features/auth';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';

export const PASSWORD_MESSAGES = {
  mismatch: 'The new passwords do not match.',
  changed: 'Password changed. Other sessions were signed out.',
  failed: 'Failed to change password.',
} as const;

type PasswordValues = PasswordBody & { confirmPassword: string };
type Field = keyof PasswordValues;

/** A wrong current password is the server's 400 about it: it belongs under that field. */
const aboutCurrentPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /current password/i.test(error.serverMessage ?? '')
    ? ('currentPassword' as const)
    : undefined;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
  const mutation = useChangePassword();
  const form = useContractForm<PasswordValues, PasswordBody>({
    schema: (contract) => contract.PasswordBody,
    defaultValues: EMPTY,
    // Whether the confirmation matches is said once the new password itself is right.
    refine: ({ newPassword, confirmPassword }, found) =>
      found.newPassword || confirmPassword === newPassword
        ? {}
        : { confirmPassword: PASSWORD_MESSAGES.mismatch },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        form.reset(EMPTY);
        toast.success(PASSWORD_MESSAGES.changed);
      },
      (error: unknown) =>
        form.placeServerError(error, failureMessage(error, PASSWORD_MESSAGES.failed), aboutCurrentPassword),
    ),
  );

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
              error={errors[name]?.message}
              className={name === 'currentPassword' ? 'sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]' : undefined}
            >
              <input
                id={id}
                type="password"
                autoComplete={autoComplete}
                {...form.register(name, name === 'newPassword' ? { deps: ['confirmPassword'] } : {})}
                {...fieldA11y(id, errors[name]?.message, hint)}
                className={cn(inputClass, 'h-10')}
              />
            </FormField>
          );
        })}
      </div>
      <FormAlert message={form.formError ?? null} />
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
