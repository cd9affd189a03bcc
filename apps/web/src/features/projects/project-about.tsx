import {
  CalendarDays,
  Eye,
  Heart,
  MessageSquare,
  MessagesSquare,
  MoreHorizontal,
  Repeat,
  UserPlus,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState, useTransition } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import type { ClientProject } from '@/entities/projects';
import { formatCount } from '@/lib/plural';
import { formatCycle, formatDay } from './format';
import { Panel } from './project-states';
import { ROLE_LABELS } from './projects-constants';
import { actionsOn, type MemberActions, memberMenuTriggerClass, type TeamMember } from './team-actions';

// The menu and its dialogs bring Radix: they come when a member's actions are first opened (or
// pointed at), never with the page's first paint.
const loadMemberMenu = () => import('./member-menu');
const MemberMenu = lazy(() => loadMemberMenu().then((module) => ({ default: module.MemberMenu })));

/** The description and goals. */
export function ProjectStory({ project }: { project: ClientProject }) {
  return (
    <Panel title="About">
      {project.description ? (
        <p className="text-[15px] leading-relaxed whitespace-pre-wrap text-ink">{project.description}</p>
      ) : (
        <p className="text-sm text-ink-faint">No description yet.</p>
      )}
      {project.goals ? (
        <div className="mt-5 border-t border-line pt-4">
          <h3 className="mb-1.5 text-sm font-semibold text-ink">Goals</h3>
          <p className="text-sm leading-relaxed whitespace-pre-wrap text-ink-muted">{project.goals}</p>
        </div>
      ) : null}
    </Panel>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  // The term comes first for assistive technology; the number shows above it.
  return (
    <div className="flex flex-col-reverse items-center gap-1 rounded-xl bg-surface-2/70 px-2 py-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="flex flex-col items-center gap-1 text-lg font-semibold text-ink tabular-nums">
        {icon}
        {formatCount(value)}
      </dd>
    </div>
  );
}

export function ProjectStats({ project }: { project: ClientProject }) {
  const icon = 'size-4 text-accent-300';
  return (
    <Panel title="Stats">
      <dl className="grid grid-cols-3 gap-2">
        <Stat icon={<Heart aria-hidden className={icon} />} label="Likes" value={project.stats.likes} />
        <Stat
          icon={<MessageSquare aria-hidden className={icon} />}
          label="Comments"
          value={project.stats.comments}
        />
        <Stat icon={<Eye aria-hidden className={icon} />} label="Views" value={project.stats.views} />
      </dl>
    </Panel>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0">
      <dt className="flex items-center gap-2 text-xs text-ink-muted">
        <span className="text-ink-faint">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm text-ink">{children}</dd>
    </div>
  );
}

export function ProjectTimeline({ project }: { project: ClientProject }) {
  const start = formatDay(project.duration.start);
  const end = formatDay(project.duration.end);
  const cycle = formatCycle(project.duration.contributionCycleDays);
  if (!start && !end && !cycle) return null;
  const icon = 'size-4';
  return (
    <Panel title="Timeline">
      <dl className="divide-y divide-line">
        {start || end ? (
          <Row icon={<CalendarDays aria-hidden className={icon} />} label="Dates">
            {start && end ? `${start} – ${end}` : start ? `From ${start}` : `Until ${end}`}
          </Row>
        ) : null}
        {cycle ? (
          <Row icon={<Repeat aria-hidden className={icon} />} label="Contribution cycle">
            {cycle}
          </Row>
        ) : null}
      </dl>
    </Panel>
  );
}

export function ProjectSkills({ project }: { project: ClientProject }) {
  if (project.requiredSkills.length === 0) return null;
  return (
    <Panel title="Skills needed">
      <ul aria-label="Skills needed" className="flex flex-wrap gap-1.5">
        {project.requiredSkills.map((skill) => (
          <li key={skill} className="rounded-md border border-line bg-surface-3 px-2 py-0.5 text-sm text-ink">
            {skill}
          </li>
        ))}
      </ul>
      {project.policies.canInvite ? (
        <Link
          to={`/projects/${project.id}/invite`}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent-200 hover:underline"
        >
          <UserPlus aria-hidden className="size-4" />
          Invite people
        </Link>
      ) : null}
    </Panel>
  );
}

/**
 * A member's actions button. Until first opened it is a plain button: pressing it (Enter, Space, ↓
 * or a click) loads the menu, which opens in its place; meanwhile the button stays, focused.
 */
function MemberActionsButton({
  project,
  member,
  actions,
}: {
  project: ClientProject;
  member: TeamMember;
  actions: MemberActions;
}) {
  const [opened, setOpened] = useState(false);
  const [, startTransition] = useTransition();
  const open = () => startTransition(() => setOpened(true));
  const prefetch = () => void loadMemberMenu();
  const button = (
    <button
      type="button"
      aria-label={`Actions for ${member.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open();
      }}
      className={memberMenuTriggerClass}
    >
      <MoreHorizontal aria-hidden className="size-4" />
    </button>
  );
  // One boundary from the start, so the transition keeps the button shown while the menu loads.
  return (
    <Suspense fallback={button}>
      {opened ? (
        <MemberMenu projectId={project.id} projectTitle={project.title} member={member} actions={actions} />
      ) : (
        button
      )}
    </Suspense>
  );
}

export function ProjectTeam({ project }: { project: ClientProject }) {
  return (
    <Panel title={`Team · ${project.contributors.length}`}>
      <ul aria-label="Contributors" className="flex flex-col gap-3">
        {project.contributors.map((person) => {
          const actions = actionsOn(project.policies, person);
          return (
            <li key={person.id} className="flex items-center gap-3">
              <Avatar src={person.avatar} name={person.name} afterFirstScreen />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/profile/${person.id}`}
                  className="block truncate text-sm font-medium text-ink hover:text-accent-200"
                >
                  {person.name}
                </Link>
                <span className="block truncate text-xs text-ink-faint">@{person.username}</span>
              </div>
              <span
                className={
                  person.role === 'owner'
                    ? 'rounded-full bg-accent-600/20 px-2 py-0.5 text-xs font-medium text-accent-200'
                    : 'rounded-full bg-surface-3 px-2 py-0.5 text-xs text-ink-muted'
                }
              >
                {ROLE_LABELS[person.role]}
              </span>
              {actions ? <MemberActionsButton project={project} member={person} actions={actions} /> : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        {project.policies.canInvite ? (
          <Link to={`/projects/${project.id}/invite`} className={teamLinkClass}>
            <UserPlus aria-hidden className="size-4" />
            Invite people
          </Link>
        ) : null}
        {project.role ? (
          <Link to={`/messages?chat=project:${project.id}`} className={teamLinkClass}>
            <MessagesSquare aria-hidden className="size-4" />
            Team chat
          </Link>
        ) : null}
      </div>
    </Panel>
  );
}

const teamLinkClass = 'inline-flex items-center gap-1.5 text-sm font-medium text-accent-200 hover:underline';
