import type { MemberRole } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { projectInvitationsQueryOptions, useInvite, useWithdrawInvitation } from '@/entities/invitations';
import { type ClientProject, projectQueryOptions } from '@/entities/projects';
import { cn } from '@/lib/cn';
import { InviteFriends } from './invite-friends';
import { InviteLinks } from './invite-links';
import { inviteRoleLabel, RoleSelect } from './invite-role-select';
import { InviteeField } from './invite-username-field';

/**
 * /projects/{id}/invite (owner and editors): invite someone by username (suggested as it is typed),
 * from your friends or by email, with the role they get — only the owner makes editors — see and
 * withdraw pending invitations, and make, copy and revoke invite links
 * (docs/design/bringing-people-in.md §1). A private project is joined this way only.
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
          <InvitePeople project={project.data} canInviteEditors={canInviteEditors} />
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

function InvitePeople({ project, canInviteEditors }: { project: ClientProject; canInviteEditors: boolean }) {
  const id = useId();
  const projectId = project.id;
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
  // Nobody already in, or already asked, is suggested or listed again.
  const leaveOut = new Set([
    ...project.contributors.map((member) => member.id),
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
      <InviteFriends projectId={projectId} role={role} leaveOut={leaveOut} />
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
