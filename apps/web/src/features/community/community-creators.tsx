import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import type { Person } from '@/entities/users';
import { cn } from '@/lib/cn';
import { CreatorFriendButton } from './creator-friend-button';
import { SkillFilter } from './skill-filter';

const SKILLS_SHOWN = 6;

function CreatorCard({ person, skill, signedIn }: { person: Person; skill: string; signedIn: boolean }) {
  const name = person.fullName.trim() || person.username;
  const wanted = skill.toLowerCase();
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-center gap-3">
        <Avatar src={person.avatarUrl} name={name} />
        <div className="min-w-0 flex-1">
          <Link
            to={`/profile/${encodeURIComponent(person.id)}`}
            className="block truncate font-medium text-ink hover:text-accent-200"
          >
            {name}
          </Link>
          <p className="truncate text-xs text-ink-faint">@{person.username}</p>
        </div>
        <CreatorFriendButton person={person} signedIn={signedIn} />
      </div>
      {person.bio ? (
        <p className="line-clamp-2 text-sm leading-relaxed text-ink-muted">{person.bio}</p>
      ) : null}
      <ul aria-label="Skills" className="mt-auto flex flex-wrap gap-1.5">
        {person.skills.slice(0, SKILLS_SHOWN).map((s) => (
          <li
            key={s}
            className={cn(
              'rounded-md px-2 py-0.5 text-xs',
              s.toLowerCase() === wanted ? 'bg-accent-600/25 text-accent-100' : 'bg-surface-3 text-ink-muted',
            )}
          >
            {s}
          </li>
        ))}
        {person.skills.length > SKILLS_SHOWN ? (
          <li className="px-1 py-0.5 text-xs text-ink-faint">+{person.skills.length - SKILLS_SHOWN} more</li>
        ) : null}
      </ul>
    </article>
  );
}

/** People with skills to meet, filtered by one skill; each card says where you stand with them. */
export function CommunityCreators({
  creators,
  skill,
  onSkill,
  signedIn,
  refreshing,
}: {
  /** Null while the first answer loads. */
  creators: Person[] | null;
  skill: string;
  onSkill: (skill: string) => void;
  signedIn: boolean;
  /** Another skill's creators are on their way: the old ones stay, dimmed. */
  refreshing: boolean;
}) {
  return (
    <PageSection
      title="Creators to discover"
      description="People with the skills a project needs. Say hello, or make something together."
    >
      <SkillFilter value={skill} onChange={onSkill} />
      {creators === null ? (
        <CreatorsSkeleton />
      ) : creators.length === 0 ? (
        <QuietEmpty
          icon={UsersRound}
          action={
            skill ? (
              <button type="button" onClick={() => onSkill('')} className={buttonClass('secondary', 'sm')}>
                Show everyone
              </button>
            ) : null
          }
        >
          {skill
            ? `No creators list “${skill}” yet.`
            : 'No creators to show yet. People appear here once they add skills to their profile.'}
        </QuietEmpty>
      ) : (
        <ul
          aria-label="Creators"
          aria-busy={refreshing}
          className={cn(
            'grid grid-cols-1 gap-3 transition-opacity sm:grid-cols-2 lg:grid-cols-1',
            refreshing && 'opacity-60',
          )}
        >
          {creators.map((person) => (
            <li key={person.id} className="min-w-0">
              <CreatorCard person={person} skill={skill} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function CreatorsSkeleton() {
  return (
    <ul aria-hidden className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
      {[0, 1, 2].map((n) => (
        <li key={n} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
          <div className="size-9 animate-pulse rounded-full bg-surface-3" />
          <div className="h-4 w-32 animate-pulse rounded bg-surface-3" />
        </li>
      ))}
    </ul>
  );
}
