import type { Invitation, InviteRole } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, UserPlus } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { PageHeader } from '@/components/ui/page-header';
import {
  type InviteTarget,
  invitationsQueryOptions,
  useInvite,
  useWithdrawInvitation,
} from '@/entities/invitations';
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
  const [who, setWho] = useState('');
  const [role, setRole] = useState<InviteRole>(roles[0] ?? 'contributor');
  const invite = useInvite(target);
  const invitations = useQuery(invitationsQueryOptions(target));
  const withdraw = useWithdrawInvitation(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = who.trim();
    if (!named) return;
    invite.mutate(named.includes('@') ? { email: named, role } : { username: named, role }, {
      onSuccess: () => setWho(''),
    });
  };
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
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Invite someone">
        {/* The field is beside its label, not in it: its suggestions are not part of its name. */}
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label className="text-xs text-ink-muted" htmlFor={`${id}-who`}>
            Username or email
          </label>
          <InviteeField
            id={`${id}-who`}
            value={who}
            onValueChange={(value) => {
              setWho(value);
              invite.reset();
            }}
            leaveOut={leaveOut}
            className={cn(inputClass, 'h-10')}
          />
        </div>
        {roles.length > 1 ? (
          <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-role`}>
            As
            <RoleSelect id={`${id}-role`} value={role} onChange={setRole} roles={roles} />
          </label>
        ) : null}
        <button
          type="submit"
          disabled={invite.isPending || !who.trim()}
          className={buttonClass('primary', 'md')}
        >
          Invite
        </button>
      </form>
      {invite.error ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {invite.error.message}
        </p>
      ) : invite.data?.signUpPath ? (
        <SignUpLink path={invite.data.signUpPath} mailed={invite.data.mailed} />
      ) : invite.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-emerald-200">
          Invited. They can answer from their notifications.
        </p>
      ) : null}
      <InviteFriends target={target} role={role} leaveOut={leaveOut} />
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
