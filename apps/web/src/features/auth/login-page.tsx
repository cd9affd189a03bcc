import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AuthLayout,
  Field,
  FormAlert,
  SubmitButton,
  SwitchAuthPage,
  useAuthRedirect,
  useAuthSchemasSoon,
} from './auth-layout';
import { AUTH_MESSAGES } from './auth-messages';
import { loadAuthSchemas, useAuthStore } from './auth-store';

export function LoginPage() {
  const { target, otherHref } = useAuthRedirect('/register');
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const loading = useAuthStore((state) => state.loading);
  const error = useAuthStore((state) => state.error);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  useAuthSchemasSoon();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const schemas = await loadAuthSchemas().catch(() => null);
    if (!schemas) {
      setFormError(AUTH_MESSAGES.loginNetworkError);
      return;
    }
    const parsed = schemas.LoginBody.safeParse({ identifier, password }, { error: schemas.wordIssue });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Please fill in both fields.');
      return;
    }
    setFormError(null);
    if (await login(parsed.data.identifier, parsed.data.password)) navigate(target, { replace: true });
  };

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Pick up where your projects left off."
      footer={<SwitchAuthPage prompt="New to Create Together?" to={otherHref} label="Create an account" />}
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
        <SubmitButton busy={loading}>Sign in</SubmitButton>
        <Link to="/forgot-password" className="self-center text-sm text-accent-300 hover:text-accent-200">
          Forgot password?
        </Link>
      </form>
    </AuthLayout>
  );
}
