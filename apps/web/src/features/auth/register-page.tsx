import { RegisterBody } from '@create-together/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { safeRedirect } from '@/lib/safe-redirect';
import { AuthLayout, Field, FormAlert } from './auth-layout';
import { useAuthStore } from './auth-store';

type FieldName = 'username' | 'email' | 'password';

export function RegisterPage() {
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const target = safeRedirect(redirectParam);
  const navigate = useNavigate();
  const register = useAuthStore((state) => state.register);
  const loading = useAuthStore((state) => state.loading);
  const error = useAuthStore((state) => state.error);
  const clearError = useAuthStore((state) => state.clearError);
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});

  const set = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rules the server applies (packages/contract), checked before the round trip.
    const parsed = RegisterBody.safeParse({ ...values, fullName: values.username });
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'email' || field === 'password') && !errors[field]) {
          errors[field] = issue.message;
        }
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const { username, email, password } = parsed.data;
    if (await register({ username, email, password })) navigate(target, { replace: true });
  };

  const loginHref = redirectParam ? `/login?redirect=${encodeURIComponent(target)}` : '/login';

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start projects, find collaborators, make things together."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={loginHref}
            onClick={clearError}
            className="font-medium text-accent-300 hover:text-accent-200"
          >
            Log in
          </Link>
        </>
      }
    >
      <FormAlert message={error} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field
          id="register-username"
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="3–30 letters, digits, underscores or dots."
          error={fieldErrors.username}
          value={values.username}
          onChange={set('username')}
        />
        <Field
          id="register-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
          value={values.email}
          onChange={set('email')}
        />
        <Field
          id="register-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={fieldErrors.password}
          value={values.password}
          onChange={set('password')}
        />
        <button
          type="submit"
          aria-busy={loading}
          disabled={loading}
          className={buttonClass('primary', 'lg', 'mt-2 w-full')}
        >
          {loading ? (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
            />
          ) : null}
          Create account
        </button>
      </form>
    </AuthLayout>
  );
}
