import { describeZodError, RegisterBody } from '@create-together/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { useContractForm } from './use-contract-form';

type Values = { username: string; email: string; password: string; fullName: string };
const EMPTY: Values = { username: '', email: '', password: '', fullName: 'Ada' };
const FIELDS = [
  { name: 'username', label: 'Username' },
  { name: 'email', label: 'Email' },
  { name: 'password', label: 'Password' },
] as const;

/** A registration form on the hook, as a page would write one; `save` answers its submit. */
function RegisterForm({ save }: { save: (body: RegisterBody) => Promise<unknown> }) {
  const form = useContractForm<Values, RegisterBody>({
    schema: (contract) => contract.RegisterBody,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    save(body).catch((error: unknown) => form.placeServerError(error, 'Registration failed.')),
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      {FIELDS.map(({ name, label }) => (
        <div key={name}>
          <label htmlFor={name}>{label}</label>
          <input
            id={name}
            {...form.register(name)}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${name}-error` : undefined}
          />
          {errors[name] ? <p id={`${name}-error`}>{errors[name].message}</p> : null}
        </div>
      ))}
      <p role="alert">{form.formError}</p>
      <button type="submit">Create account</button>
    </form>
  );
}

const valid: Values = {
  username: 'ada_k',
  email: 'ada@example.com',
  password: 'long enough',
  fullName: 'Ada',
};

/**
 * What the server answers when only `field` holds `value` ("email: Email is not a valid address.",
 * its 400 names the first problem, worded by the contract's describeZodError, as its own is).
 */
function serverAnswer(field: keyof Values, value: string): string {
  const body = { ...valid, [field]: value };
  const result = RegisterBody.safeParse(body);
  if (result.success) throw new Error(`${field}: ${value} is valid`);
  return describeZodError(result.error, body, 'body');
}

async function fill(values: Partial<Values>) {
  const user = userEvent.setup();
  for (const { name, label } of FIELDS) {
    const value = values[name];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('a form on the contract', () => {
  it('words a refused field as the server’s answer does', async () => {
    const save = vi.fn(async () => {});
    render(<RegisterForm save={save} />);
    const typed = { username: 'a!', email: 'nope', password: 'short' };
    await fill(typed);

    for (const { name, label } of FIELDS) {
      const answer = serverAnswer(name, typed[name]);
      expect(answer.startsWith(`${name}: `)).toBe(true);
      await waitFor(() =>
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(answer.slice(name.length + 2)),
      );
    }
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not a valid address.');
    expect(save).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field it refused', async () => {
    render(<RegisterForm save={async () => {}} />);
    await fill({ username: 'ada_k', email: 'nope', password: 'short' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s refusal of a field on that field, focused, and any other above', async () => {
    const refusals = [
      new ApiError(400, 'Bad request', 'username: Username is already taken.'),
      new ApiError(429, 'Too many', 'Too many attempts. Try again later.'),
    ];
    const save = vi.fn(async () => Promise.reject(refusals.shift()));
    render(<RegisterForm save={save} />);
    const user = await fill(valid);

    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username is already taken.'));
    expect(username).toHaveFocus();
    expect(save).toHaveBeenCalledWith(valid);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed.'));
    expect(username).not.toHaveAttribute('aria-invalid');
  });
});
