import { LoginBody } from '@create-together/contract';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { safeRedirect } from '@/lib/safe-redirect';
import { AuthLayout, Field, FormAlert } from './auth-layout';
import { useAuthStore } from './auth-store';

export function LoginPage() {
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const target = safeRedirect(redirectParam);
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const loading = useAuthStore((state) => state.loading);
  const error = useAuthStore((state) => state.error);
  const clearError = useAuthStore((state) => state.clearError);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginBody.safeParse({ identifier, password });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Please fill in both fields.');
      return;
    }
    setFormError(null);
    if (await login(parsed.data.identifier, parsed.data.password)) navigate(target, { replace: true });
  };

  const registerHref = redirectParam ? `/register?redirect=${encodeURIComponent(target)}` : '/register';

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Pick up where your projects left off."
      footer={
        <>
          New to Create Together?{' '}
          <Link
            to={registerHref}
            onClick={clearError}
            className="font-medium text-accent-300 hover:text-accent-200"
          >
            Create an account
          </Link>
        </>
      }
    >
      <FormAlert message={formError ?? error} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field
          id="login-identifier"
          label="Username or email"
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <Field
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
          Sign in
        </button>
      </form>
    </AuthLayout>
  );
}
