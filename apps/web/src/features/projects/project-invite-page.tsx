import type { InviteLink, MemberRole } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Link2, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import {
  inviteLinksQueryOptions,
  projectInvitationsQueryOptions,
  useInvite,
  useMakeInviteLink,
  useRevokeInviteLink,
  useWithdrawInvitation,
} from '@/entities/invitations';
import { projectQueryOptions } from '@/entities/projects';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/time';

const ROLE_LABEL: Record<MemberRole, string> = { editor: 'Editor', contributor: 'Member' };
const EXPIRY = [
  { label: '1 day', hours: 24 },
  { label: '7 days', hours: 24 * 7 },
  { label: '30 days', hours: 24 * 30 },
  { label: 'Never', hours: null },
] as const;
const USES = [
  { label: 'Once', uses: 1 },
  { label: '5 times', uses: 5 },
  { label: '25 times', uses: 25 },
  { label: 'No limit', uses: null },
] as const;

/**
 * /projects/{id}/invite (owner and editors): invite someone by username or email with the role they
 * get — only the owner makes editors — see and withdraw pending invitations, and make, copy and
 * revoke invite links (docs/design/bringing-people-in.md §1). A private project is joined this way only.
 */
export function ProjectInvitePage() {
  const { id = '' } = useParams();
  const project = useQuery(projectQueryOptions(id));
  if (project.isPending) return <PageSpinner />;
  if (project.isError)
    return <LoadError message={project.error.message} onRetry={() => void project.refetch()} />;
  const { policies, title } = project.data;
  // Making editors is the owner's, as changing roles is: the policy says whether an invitation may.
  const canInviteEditors = policies.canChangeRoles;
  return (
    <>
      <PageHeader
        title="Invite to Project"
        description={
          <>
            Bring people into{' '}
            <Link to={`/projects/${id}`} className="text-accent-200 hover:underline">
              {title}
            </Link>
            {project.data.isPublic ? '.' : ': a private project is joined only by invitation.'}
          </>
        }
      />
      {policies.canInvite ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <InvitePeople projectId={id} canInviteEditors={canInviteEditors} />
          <InviteLinks projectId={id} canInviteEditors={canInviteEditors} />
        </div>
      ) : (
        <p role="alert" className="text-ink-muted">
          Only the owner and editors of this project can invite people.
        </p>
      )}
    </>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  canInviteEditors,
}: {
  id: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  canInviteEditors: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as MemberRole)}
      className={cn(inputClass, 'h-10 w-36')}
    >
      <option value="contributor">{ROLE_LABEL.contributor}</option>
      {canInviteEditors ? <option value="editor">{ROLE_LABEL.editor}</option> : null}
    </select>
  );
}

function InvitePeople({ projectId, canInviteEditors }: { projectId: string; canInviteEditors: boolean }) {
  const id = useId();
  const [who, setWho] = useState('');
  const [role, setRole] = useState<MemberRole>('contributor');
  const invite = useInvite(projectId);
  const invitations = useQuery(projectInvitationsQueryOptions(projectId));
  const withdraw = useWithdrawInvitation(projectId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = who.trim();
    if (!named) return;
    invite.mutate(named.includes('@') ? { email: named, role } : { username: named, role }, {
      onSuccess: () => setWho(''),
    });
  };
  const pending = (invitations.data ?? []).filter((each) => each.state === 'pending');
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-2xl border border-line bg-surface-1 p-4">
      <h2 id={`${id}-h`} className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <UserPlus aria-hidden className="size-4" /> Invite people
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Invite someone">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-who`}>
          Username or email
          <input
            id={`${id}-who`}
            value={who}
            onChange={(event) => {
              setWho(event.target.value);
              invite.reset();
            }}
            placeholder="ada or ada@example.com"
            autoComplete="off"
            className={cn(inputClass, 'h-10')}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-role`}>
          As
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} canInviteEditors={canInviteEditors} />
        </label>
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
      ) : invite.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-emerald-200">
          Invited. They can answer from their notifications.
        </p>
      ) : null}
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
                <span className="ml-1.5 text-xs text-ink-faint">{ROLE_LABEL[each.role]}</span>
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

function InviteLinks({ projectId, canInviteEditors }: { projectId: string; canInviteEditors: boolean }) {
  const id = useId();
  const [role, setRole] = useState<MemberRole>('contributor');
  const [expiry, setExpiry] = useState(1);
  const [uses, setUses] = useState(3);
  const [copied, setCopied] = useState(false);
  const links = useQuery(inviteLinksQueryOptions(projectId));
  const make = useMakeInviteLink(projectId);
  const revoke = useRevokeInviteLink(projectId);
  const made = make.data ? new URL(make.data.path, location.origin).href : null;
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-2xl border border-line bg-surface-1 p-4">
      <h2 id={`${id}-h`} className="mb-3 flex items-center gap-2 font-semibold text-ink">
        <Link2 aria-hidden className="size-4" /> Invite links
      </h2>
      <form
        aria-label="Make an invite link"
        onSubmit={(event) => {
          event.preventDefault();
          setCopied(false);
          make.mutate({
            role,
            expiresInHours: EXPIRY[expiry]?.hours ?? null,
            maxUses: USES[uses]?.uses ?? null,
          });
        }}
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-role`}>
          As
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} canInviteEditors={canInviteEditors} />
        </label>
        <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-expiry`}>
          Works for
          <select
            id={`${id}-expiry`}
            value={expiry}
            onChange={(event) => setExpiry(Number(event.target.value))}
            className={cn(inputClass, 'h-10 w-28')}
          >
            {EXPIRY.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-ink-muted" htmlFor={`${id}-uses`}>
          Can be used
          <select
            id={`${id}-uses`}
            value={uses}
            onChange={(event) => setUses(Number(event.target.value))}
            className={cn(inputClass, 'h-10 w-28')}
          >
            {USES.map((option, index) => (
              <option key={option.label} value={index}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={make.isPending} className={buttonClass('secondary', 'md')}>
          Make a link
        </button>
      </form>
      {made ? (
        <div className="mt-3 flex items-center gap-2 rounded-lg border border-line bg-surface-2 p-2">
          <input
            readOnly
            value={made}
            aria-label="The new invite link"
            className={cn(inputClass, 'h-9 flex-1 font-mono text-xs')}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            onClick={() => void navigator.clipboard?.writeText(made).then(() => setCopied(true))}
            className={buttonClass('primary', 'sm')}
          >
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      ) : null}
      {made ? (
        <p className="mt-1 text-xs text-ink-faint">Copy it now: it is shown once. Make another any time.</p>
      ) : null}
      {make.error ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {make.error.message}
        </p>
      ) : null}
      <h3 className="mt-5 mb-2 text-sm font-medium text-ink-muted">Links</h3>
      {(links.data ?? []).length === 0 ? (
        <p className="text-sm text-ink-faint">No links yet.</p>
      ) : (
        <ul aria-label="Invite links" className="flex flex-col gap-2">
          {(links.data ?? []).map((link) => (
            <LinkRow key={link.linkId} link={link} onRevoke={() => revoke.mutate(link.linkId)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkRow({ link, onRevoke }: { link: InviteLink; onRevoke: () => void }) {
  const state = link.revokedAt
    ? 'Revoked'
    : !link.live
      ? 'No longer works'
      : link.expiresAt
        ? `Until ${formatDateTime(new Date(link.expiresAt * 1000).toISOString())}`
        : 'Until revoked';
  return (
    <li className="flex items-center gap-2 text-sm">
      <span className="min-w-0 flex-1 truncate text-ink">
        {ROLE_LABEL[link.role]} · {link.uses}
        {link.maxUses === null ? '' : ` of ${link.maxUses}`} used ·{' '}
        <span className={link.live ? 'text-ink-muted' : 'text-ink-faint'}>{state}</span>
        <span className="ml-1.5 text-xs text-ink-faint">by {link.createdBy.username}</span>
      </span>
      {link.live ? (
        <button type="button" onClick={onRevoke} className={buttonClass('ghost', 'sm')}>
          Revoke
        </button>
      ) : null}
    </li>
  );
}
