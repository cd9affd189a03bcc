import type {
  CollectiveInvitationBody,
  Invitation,
  InvitationBody,
  InviteRole,
} from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, UserPlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, FormField, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { PageHeader } from '@/components/ui/page-header';
import {
  type InviteTarget,
  invitationsQueryOptions,
  useInvite,
  useWithdrawInvitation,
} from '@/entities/invitations';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { InviteFriends } from './invite-friends';
import { InviteLinks } from './invite-links';
import { inviteRoleLabel, RoleSelect } from './invite-role-select';
import { InviteeField } from './invite-username-field';

/**
 * The invite page of a project or a collective (docs/design/bringing-people-in.md §1–2): invite
 * someone by username (suggested as it is typed), from your friends or by email, with the role they
 * get (`roles`: what the caller may give, the first the default); see and withdraw pending
 * invitations; make, copy and revoke invite links.
 */
export function InvitePage({
  title,
  description,
  target,
  roles,
  memberIds,
  canInvite,
  refusal,
}: {
  title: string;
  description: ReactNode;
  target: InviteTarget;
  roles: readonly InviteRole[];
  /** Who is in it already: never suggested. */
  memberIds: readonly string[];
  canInvite: boolean;
  /** Said to someone who may not invite. */
  refusal: string;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {canInvite ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <InvitePeople target={target} roles={roles} memberIds={memberIds} />
          <InviteLinks target={target} roles={roles} />
        </div>
      ) : (
        <p role="alert" className="text-ink-muted">
          {refusal}
        </p>
      )}
    </>
  );
}

/** The sign-up link of an invitation by email, to send while this server sends no mail. */
function SignUpLink({ path, mailed }: { path: string; mailed: boolean }) {
  const [copied, setCopied] = useState(false);
  const href = new URL(path, location.origin).href;
  return (
    <div role="status" className="mt-2 rounded-xl border border-line bg-surface-2 p-3 text-sm text-ink">
      <p className="mb-2 text-ink-muted">
        {mailed
          ? 'Invited. We mailed them this link: it signs them up (or in) and brings them straight in. It works once; you can send it yourself too.'
          : 'Invited. Send them this link: it signs them up (or in) and brings them straight in. It works once.'}
      </p>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={href}
          aria-label="Sign-up link"
          className={cn(inputClass, 'h-9 flex-1 text-xs')}
        />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(href).then(() => setCopied(true));
          }}
          className={buttonClass('secondary', 'sm')}
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}

type InviteValues = { who: string; role: InviteRole };
type InviteBody = InvitationBody | CollectiveInvitationBody;

/** Whom the text names: an email (anything with `@`), or else a username. */
const toInviteBody = ({ who, role }: InviteValues) => {
  const named = who.trim();
  return named.includes('@') ? { email: named, role } : { username: named, role };
};

/** Every problem of the body but the role's is about whom the text names. */
const inviteFieldOf: FieldOf<InviteValues> = (path, message) => ({
  field: path === 'role' ? 'role' : 'who',
  message,
});

/** Nobody of that name: the server's 404 is about the name typed. */
const aboutWho = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? ('who' as const) : undefined;

function InvitePeople({
  target,
  roles,
  memberIds,
}: {
  target: InviteTarget;
  roles: readonly InviteRole[];
  memberIds: readonly string[];
}) {
  const id = useId();
  const fieldId = (name: keyof InviteValues) => `${id}-${name}`;
  const invite = useInvite(target);
  const form = useContractForm<InviteValues, InviteBody>({
    schema: (contract) =>
      target.kind === 'project' ? contract.InvitationBody : contract.CollectiveInvitationBody,
    toBody: toInviteBody,
    fieldOf: inviteFieldOf,
    defaultValues: { who: '', role: roles[0] ?? 'contributor' },
  });
  const { errors } = form.formState;
  const who = useController({ control: form.control, name: 'who' }).field;
  const role = useController({ control: form.control, name: 'role' }).field;
  const invitations = useQuery(invitationsQueryOptions(target));
  const withdraw = useWithdrawInvitation(target);
  const submit = form.handleSubmit((body) =>
    invite.mutateAsync(body).then(
      () => form.resetField('who'),
      (error: unknown) =>
        form.placeServerError(error, error instanceof Error ? error.message : String(error), aboutWho),
    ),
  );
  const pending = (invitations.data ?? []).filter((each: Invitation) => each.state === 'pending');
  // Nobody already in, or already asked, is suggested or listed again.
  const leaveOut = new Set([
    ...memberIds,
    ...pending.flatMap((each) => (each.invitee ? [each.invitee.userId] : [])),
  ]);
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-2xl border border-line bg-surface-1 p-4">
      <h2 id={`${id}-h`} className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <UserPlus aria-hidden className="size-4" /> Invite people
      </h2>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-wrap items-start gap-2"
        aria-label="Invite someone"
      >
        {/* The field is beside its label, not in it: its suggestions are not part of its name. */}
        <FormField
          id={fieldId('who')}
          label="Username or email"
          error={errors.who?.message}
          className="min-w-48 flex-1"
        >
          <InviteeField
            id={fieldId('who')}
            ref={who.ref}
            value={who.value}
            onValueChange={(value) => {
              who.onChange(value);
              form.clearErrors('root');
              invite.reset();
            }}
            onBlur={who.onBlur}
            leaveOut={leaveOut}
            {...fieldA11y(fieldId('who'), errors.who?.message)}
            className={cn(inputClass, 'h-10')}
          />
        </FormField>
        {roles.length > 1 ? (
          <FormField id={fieldId('role')} label="As" error={errors.role?.message}>
            <RoleSelect
              id={fieldId('role')}
              ref={role.ref}
              value={role.value}
              onChange={role.onChange}
              onBlur={role.onBlur}
              roles={roles}
              {...fieldA11y(fieldId('role'), errors.role?.message)}
            />
          </FormField>
        ) : null}
        <button
          type="submit"
          disabled={invite.isPending || !who.value.trim()}
          className={buttonClass('primary', 'md', 'mt-6.5')}
        >
          Invite
        </button>
      </form>
      <FormAlert message={form.formError ?? null} />
      {invite.data?.signUpPath ? (
        <SignUpLink path={invite.data.signUpPath} mailed={invite.data.mailed} />
      ) : invite.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-emerald-200">
          Invited. They can answer from their notifications.
        </p>
      ) : null}
      <InviteFriends target={target} role={role.value} leaveOut={leaveOut} />
      <h3 className="mt-5 mb-2 text-sm font-medium text-ink-muted">Waiting for an answer</h3>
      {pending.length === 0 ? (
        <p className="text-sm text-ink-faint">No invitations waiting.</p>
      ) : (
        <ul aria-label="Pending invitations" className="flex flex-col gap-2">
          {pending.map((each) => (
            <li key={each.invitationId} className="flex items-center gap-2 text-sm">
              <Avatar
                src={each.invitee?.avatarUrl}
                name={each.invitee?.username ?? each.email ?? '?'}
                size="sm"
              />
              <span className="min-w-0 flex-1 truncate text-ink">
                {each.invitee?.username ?? each.email}
                <span className="ml-1.5 text-xs text-ink-faint">{inviteRoleLabel(each.role)}</span>
              </span>
              <button
                type="button"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(each.invitationId)}
                className={buttonClass('ghost', 'sm')}
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
