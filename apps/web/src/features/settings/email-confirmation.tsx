import { BadgeCheck, MailWarning } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useResendEmailConfirmation } from '@/entities/account';
import { failureMessage } from '@/features/auth';

export const EMAIL_CONFIRMATION_MESSAGES = {
  confirmed: 'Confirmed',
  unconfirmed:
    'Not confirmed yet: follow the link we mailed you, so you can always get back into your account.',
  resend: 'Send the link again',
  failed: 'The link could not be sent.',
} as const;

/** Settings → Account: whether the address is confirmed, and the link sent again when it is not. */
export function EmailConfirmation({ verified }: { verified: boolean }) {
  const resend = useResendEmailConfirmation();
  if (verified) {
    return (
      <p className="mt-1 inline-flex items-center gap-1 text-xs text-emerald-300">
        <BadgeCheck aria-hidden className="size-3.5" />
        {EMAIL_CONFIRMATION_MESSAGES.confirmed}
      </p>
    );
  }
  return (
    <div className="mt-1 flex flex-col items-start gap-1.5">
      <p className="flex gap-1 text-xs text-amber-200">
        <MailWarning aria-hidden className="mt-px size-3.5 shrink-0" />
        {EMAIL_CONFIRMATION_MESSAGES.unconfirmed}
      </p>
      {resend.isSuccess ? (
        <p role="status" className="text-xs text-emerald-200">
          {resend.data.message}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className={buttonClass('secondary', 'sm')}
        >
          {resend.isPending ? 'Sending…' : EMAIL_CONFIRMATION_MESSAGES.resend}
        </button>
      )}
      {resend.isError ? (
        <p role="alert" className="text-xs text-rose-300">
          {failureMessage(resend.error, EMAIL_CONFIRMATION_MESSAGES.failed)}
        </p>
      ) : null}
    </div>
  );
}
