import { useQuery } from '@tanstack/react-query';
import { UserRoundX } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { personQuery } from '@/entities/users';
import { displayName, useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-error';
import { FriendshipActions } from './friendship-actions';
import { MergedContributions } from './merged-contributions';
import { ProfileCredits } from './profile-credits';
import { ProfileCard } from './profile-details';
import { UserPosts } from './profile-posts';
import { UserProjects } from './profile-projects';

/** 404: no such user, or one who blocked you (the server does not say which). */
function ProfileNotFound() {
  return (
    <EmptyState
      icon={UserRoundX}
      title="Profile not found"
      action={
        <Link to="/explore" className={buttonClass('secondary')}>
          Explore projects
        </Link>
      }
    >
      This creator does not exist, or their profile is not available to you.
    </EmptyState>
  );
}

/** /profile/{id} — another creator's profile: anyone may look, signed in or not. */
export function UserProfilePage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const isMe = me !== null && me.id === id;
  const query = useQuery({
    ...personQuery(id),
    enabled: !isMe,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

  if (isMe) return <Navigate to="/profile" replace />;

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading profile..." showLabel className="py-10" />;
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <ProfileNotFound />
    ) : (
      <LoadError
        message="Could not load this profile."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    const person = query.data;
    const name = displayName(person);
    body = (
      <div className="flex flex-col gap-8">
        <ProfileCard person={person} actions={<FriendshipActions person={person} />} />
        <UserProjects userId={person.id} name={name} />
        <UserPosts userId={person.id} name={name} />
        <ProfileCredits userId={person.id} />
        <MergedContributions userId={person.id} own={false} name={name} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Profile" />
      {body}
    </>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
