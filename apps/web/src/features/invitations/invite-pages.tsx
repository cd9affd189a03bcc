import type { InviteRole } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { collectiveQueryOptions } from '@/entities/collectives';
import { projectQueryOptions } from '@/entities/projects';
import { InvitePage } from './invite/invite-people';

const linkClass = 'text-accent-200 underline underline-offset-2 hover:text-accent-100';

/**
 * /projects/{id}/invite (owner and editors): the project's invite page — only the owner makes
 * editors (the policy that changes roles says whether an invitation may). A private project is
 * joined this way only.
 */
export function ProjectInvitePage() {
  const { id = '' } = useParams();
  const project = useQuery(projectQueryOptions(id));
  if (project.isPending) return <PageSpinner />;
  if (project.isError)
    return <LoadError message={project.error.message} onRetry={() => void project.refetch()} />;
  const { policies, title, isPublic, contributors } = project.data;
  const roles: InviteRole[] = policies.canChangeRoles ? ['contributor', 'editor'] : ['contributor'];
  return (
    <InvitePage
      title="Invite to Project"
      description={
        <>
          Bring people into{' '}
          <Link to={`/projects/${id}`} className={linkClass}>
            {title}
          </Link>
          {isPublic ? '.' : ': a private project is joined only by invitation.'}
        </>
      }
      target={{ kind: 'project', id }}
      roles={roles}
      memberIds={contributors.map((member) => member.id)}
      canInvite={policies.canInvite}
      refusal="Only the owner and editors of this project can invite people."
    />
  );
}

/** /collectives/{id}/invite (founder and moderators): the collective's invite page; everyone joins as a member. */
export function CollectiveInvitePage() {
  const { id = '' } = useParams();
  const collective = useQuery(collectiveQueryOptions(id));
  if (collective.isPending) return <PageSpinner />;
  if (collective.isError)
    return <LoadError message={collective.error.message} onRetry={() => void collective.refetch()} />;
  const { name, visibility, members, policies } = collective.data;
  return (
    <InvitePage
      title="Invite to Collective"
      description={
        <>
          Bring people into{' '}
          <Link to={`/collectives/${id}`} className={linkClass}>
            {name}
          </Link>
          {visibility === 'invite_only' ? ': an invite-only collective is joined only by invitation.' : '.'}
        </>
      }
      target={{ kind: 'collective', id }}
      roles={['member']}
      memberIds={members.map((member) => member.userId)}
      canInvite={policies.canInvite}
      refusal="Only the founder and moderators of this collective can invite people."
    />
  );
}
