import type { Invitation, InvitedSubject } from '@create-together/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link2Off, MailOpen } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import {
  acceptInviteLink,
  inviteLinkQueryOptions,
  myInvitationsQueryOptions,
  useAnswerInvitation,
} from '@/entities/invitations';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { loginPathFor } from '@/lib/safe-redirect';

const ROLE = { editor: 'an editor', contributor: 'a member', member: 'a member' } as const;

/** Where joining lands: a project's workspace, a collective's page. */
export const landingOf = (subject: InvitedSubject) =>
  subject.kind === 'project' ? `/workspace/${subject.id}` : `/collectives/${subject.id}`;

/** What an invitation or a link is to: its picture and name, who asks, as what. */
function InvitedTo({ subject, invitedBy, role }: Pick<Invitation, 'subject' | 'invitedBy' | 'role'>) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-surface-3">
        {subject.imageUrl ? <img src={subject.imageUrl} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0">
        <p className="truncate font-medium text-ink">{subject.name}</p>
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <Avatar src={invitedBy.avatarUrl} name={invitedBy.username} size="xs" />
          <span className="truncate">
            {invitedBy.username} invites you to join {subject.kind === 'collective' ? 'the collective ' : ''}
            as {ROLE[role]}
            {subject.isPublic ? '' : ' (a private project)'}.
          </span>
        </p>
      </div>
    </div>
  );
}

/** /invitations: the invitations waiting for my answer; accepting opens the project's workspace. */
export function InvitationsPage() {
  const invitations = useQuery(myInvitationsQueryOptions());
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Invitations" description="Projects and collectives that asked you to join them." />
      {invitations.isPending ? (
        <PageSpinner label="Loading invitations..." />
      ) : invitations.isError ? (
        <LoadError message={invitations.error.message} onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <EmptyState icon={MailOpen} title="No invitations waiting">
          When a project or a collective invites you, it shows here and in your notifications.
        </EmptyState>
      ) : (
        <ul aria-label="Invitations" className="flex flex-col gap-3">
          {invitations.data.map((invitation) => (
            <li
              key={invitation.invitationId}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <InvitedTo {...invitation} />
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ invitationId: invitation.invitationId, answer: 'decline' })}
                  className={buttonClass('ghost', 'sm')}
                >
                  Decline
                </button>
                <button
                  type="button"
                  disabled={answer.isPending}
                  onClick={() =>
                    answer.mutate(
                      { invitationId: invitation.invitationId, answer: 'accept' },
                      { onSuccess: () => navigate(landingOf(invitation.subject)) },
                    )
                  }
                  className={buttonClass('primary', 'sm')}
                >
                  Accept
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {answer.error ? (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {answer.error.message}
        </p>
      ) : null}
    </>
  );
}

/** /invite/{token}: what an invite link opens, and Join (signed out: sign in or up first, then back here). */
export function InviteLinkPage() {
  const { token = '' } = useParams();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const preview = useQuery(inviteLinkQueryOptions(token));
  const join = useMutation({
    mutationFn: () => acceptInviteLink(token),
    onSuccess: ({ subject }) => navigate(landingOf(subject)),
  });
  if (preview.isPending) return <PageSpinner label="Opening the invitation..." />;
  if (preview.isError)
    return preview.error instanceof ApiError && preview.error.status === 404 ? (
      <EmptyState icon={Link2Off} title="This invitation link no longer works">
        It was revoked, it expired or it was used up. Ask whoever sent it for a new one.
      </EmptyState>
    ) : (
      <LoadError message={preview.error.message} onRetry={() => void preview.refetch()} />
    );
  const here = `/invite/${token}`;
  return (
    <section aria-label="Invitation" className="mx-auto flex max-w-lg flex-col gap-5">
      <PageHeader title="You are invited" />
      <div className="rounded-2xl border border-line bg-surface-1 p-4">
        <InvitedTo {...preview.data} />
      </div>
      {me ? (
        <button
          type="button"
          disabled={join.isPending}
          onClick={() => join.mutate()}
          className={buttonClass('primary', 'md', 'self-start')}
        >
          {join.isPending ? 'Joining…' : `Join ${preview.data.subject.name}`}
        </button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Link to={loginPathFor(here)} className={buttonClass('primary')}>
            Sign in to join
          </Link>
          <Link to={`/register?redirect=${encodeURIComponent(here)}`} className={buttonClass('secondary')}>
            Create an account
          </Link>
        </div>
      )}
      {join.error ? (
        <p role="alert" className="text-sm text-rose-300">
          {join.error.message}
        </p>
      ) : null}
    </section>
  );
}
