import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
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

type FieldName = 'username' | 'email' | 'password';

/** A new account sets up its profile first; a real redirect target waits until after that. */
function onboardingPath(target: string): string {
  return target === '/' ? '/onboarding' : `/onboarding?redirect=${encodeURIComponent(target)}`;
}

export function RegisterPage() {
  const { target, otherHref } = useAuthRedirect('/login');
  const navigate = useNavigate();
  const register = useAuthStore((state) => state.register);
  const loading = useAuthStore((state) => state.loading);
  const error = useAuthStore((state) => state.error);
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  useAuthSchemasSoon();

  const set = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const schemas = await loadAuthSchemas().catch(() => null);
    if (!schemas) {
      useAuthStore.setState({ error: AUTH_MESSAGES.registerNetworkError });
      return;
    }
    // The same rules the server applies (packages/contract), checked before the round trip and
    // worded as its answer would be.
    const parsed = schemas.RegisterBody.safeParse(
      { ...values, fullName: values.username },
      { error: schemas.wordIssue },
    );
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
    if (await register({ username, email, password })) navigate(onboardingPath(target), { replace: true });
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start projects, find collaborators, make things together."
      footer={<SwitchAuthPage prompt="Already have an account?" to={otherHref} label="Log in" />}
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
        <SubmitButton busy={loading}>Create account</SubmitButton>
      </form>
    </AuthLayout>
  );
}
