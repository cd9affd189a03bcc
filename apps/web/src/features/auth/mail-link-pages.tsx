import { PASSWORD_MIN, type PasswordResetConfirmBody } from '@create-together/contract';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { confirmEmail, requestPasswordReset, resetPassword } from '@/entities/account';
import { useContractForm } from '@/hooks/forms/use-contract-form';
import { AuthLayout, Field, FormAlert, SubmitButton } from './auth-layout';
import { useAuthStore } from './auth-store';
import { failureMessage } from './profile-save';

// The pages a mailed link opens, and the one that asks for a reset (README "Password resets and
// mail"). Signed out, in the sign-in page's card.

export const MAIL_LINK_MESSAGES = {
  resetFailed: 'The reset link could not be sent. Please try again.',
  setFailed: 'The password could not be set. Please try again.',
  mismatch: 'The passwords do not match.',
  noToken: 'This link is missing its code. Open the link from the mail again, or ask for a new one.',
  confirming: 'Confirming your address…',
  confirmFailed: 'Your address could not be confirmed. Please try again.',
} as const;

const linkClass = 'font-medium text-accent-300 hover:text-accent-200';

function Done({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="flex gap-2 rounded-lg border border-emerald-400/30 bg-emerald-950/40 px-3 py-2.5 text-sm text-emerald-100">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      {children}
    </div>
  );
}

/** /forgot-password: an address in, a link out (the same answer whether or not an account uses it). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Email is required.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setSent((await requestPasswordReset({ email: email.trim() })).message);
    } catch (failure) {
      setError(failureMessage(failure, MAIL_LINK_MESSAGES.resetFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the address of your account, and we will mail you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {sent ? (
        <Done message={sent}>
          <p className="text-sm text-ink-muted">
            No mail after a few minutes? Look in your spam folder, or ask again.
          </p>
        </Done>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={error} />
          <Field
            id="forgot-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton busy={busy}>Send the link</SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}

type ResetValues = { password: string; confirmPassword: string };

/** /reset-password?token=…: a new password, twice; every session of the account ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm<ResetValues, PasswordResetConfirmBody>({
    schema: (contract) => contract.PasswordResetConfirmBody,
    defaultValues: { password: '', confirmPassword: '' },
    toBody: ({ password }) => ({ token, password }),
    refine: ({ password, confirmPassword }, found) =>
      found.password || password === confirmPassword ? {} : { confirmPassword: MAIL_LINK_MESSAGES.mismatch },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await resetPassword(body);
      // This browser's session, if it had one, ended with the others.
      if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().clearSession(null);
      setDone(answer.message);
    } catch (error) {
      form.placeServerError(error, failureMessage(error, MAIL_LINK_MESSAGES.setFailed));
    }
  });

  const footer = (
    <>
      Link expired?{' '}
      <Link to="/forgot-password" className={linkClass}>
        Ask for a new one
      </Link>
    </>
  );
  return (
    <AuthLayout title="Choose a new password" subtitle="It signs you out on every device." footer={footer}>
      {done ? (
        <Done message={done}>
          <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
            Sign in
          </Link>
        </Done>
      ) : !token ? (
        <FormAlert message={MAIL_LINK_MESSAGES.noToken} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormAlert message={form.formError ?? null} />
          <Field
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN} characters.`}
            error={errors.password?.message}
            {...form.register('password', { deps: ['confirmPassword'] })}
          />
          <Field
            id="reset-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <SubmitButton busy={isSubmitting}>Set the password</SubmitButton>
        </form>
      )}
    </AuthLayout>
  );
}

/** /verify-email?token=…: confirms the address as it opens (once, even when React mounts twice). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const [state, setState] = useState<{ done?: string; error?: string }>({});
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    confirmEmail({ token }).then(
      (answer) => {
        setState({ done: answer.message });
        // The signed-in user, if it is theirs, shows the address as confirmed.
        if (useAuthStore.getState().isAuthenticated) void useAuthStore.getState().refresh();
      },
      (error: unknown) => setState({ error: failureMessage(error, MAIL_LINK_MESSAGES.confirmFailed) }),
    );
  }, [token]);

  const next = signedIn ? { to: '/settings', label: 'Go to Settings' } : { to: '/login', label: 'Sign in' };
  return (
    <AuthLayout
      title="Confirm your address"
      subtitle="So we can reach you, and you can always get back into your account."
      footer={
        <Link to="/" className={linkClass}>
          Back to Create Together
        </Link>
      }
    >
      {!token ? (
        <FormAlert message={MAIL_LINK_MESSAGES.noToken} />
      ) : state.done ? (
        <Done message={state.done}>
          <Link to={next.to} className={buttonClass('primary', 'lg', 'w-full')}>
            {next.label}
          </Link>
        </Done>
      ) : state.error ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={state.error} />
          <Link to={next.to} className={buttonClass('secondary', 'lg', 'w-full')}>
            {next.label}
          </Link>
        </div>
      ) : (
        <p role="status" aria-busy="true" className="text-sm text-ink-muted">
          {MAIL_LINK_MESSAGES.confirming}
        </p>
      )}
    </AuthLayout>
  );
}
