// The side menu's entries and their icons. Only the menu imports them (nav-tree.tsx), which its rail
// loads once it shows, on a wide screen (deferred-shell.tsx): the icons stay out of the entry.
import {
  BriefcaseBusiness,
  CalendarDays,
  Compass,
  FilePlus2,
  FolderKanban,
  HeartHandshake,
  Library,
  ListMusic,
  type LucideIcon,
  MessagesSquare,
  Newspaper,
  PanelsTopLeft,
  Trophy,
  UserPlus,
  UsersRound,
} from 'lucide-react';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: LucideIcon;
}

/** A collapsible group: its own page plus sub-links (SPEC.md §2.4 "Side menu"). */
export interface NavGroup {
  kind: 'group';
  /** SPEC.md's group keys: explore, projects, friends, community, queue. */
  key: 'explore' | 'projects' | 'friends' | 'community' | 'queue';
  label: string;
  to: string;
  icon: LucideIcon;
  children: Omit<NavLinkItem, 'kind'>[];
}

export interface NavSection {
  title: 'Discovery' | 'Workspace' | 'Network';
  items: Array<NavGroup | NavLinkItem>;
}

/**
 * The side menu of SPEC.md §2.4. Its navigation configuration — Explore with sub-link Queue,
 * Projects with sub-link Workspace, Friends with sub-link Collectives — is what the grouped
 * menu shows: Discovery (Explore, Queue), Workspace (Projects, Workspace), Network (Friends,
 * Collectives). Each link appears once, so every name in the menu leads to one place. The
 * collapsible groups (explore, projects, friends, community, queue) carry the other sub-items.
 */
export const NAV_SECTIONS: NavSection[] = [
  {
    title: 'Discovery',
    items: [
      {
        kind: 'group',
        key: 'explore',
        label: 'Explore',
        to: '/explore',
        icon: Compass,
        children: [{ label: 'Library', to: '/library', icon: Library }],
      },
      {
        kind: 'group',
        key: 'queue',
        label: 'Queue',
        to: '/queue',
        icon: ListMusic,
        children: [{ label: 'Tournament', to: '/queue/tournament', icon: Trophy }],
      },
    ],
  },
  {
    title: 'Workspace',
    items: [
      {
        kind: 'group',
        key: 'projects',
        label: 'Projects',
        to: '/projects',
        icon: FolderKanban,
        children: [{ label: 'New Project', to: '/projects/new', icon: FilePlus2 }],
      },
      { kind: 'link', label: 'Workspace', to: '/workspace/default', icon: PanelsTopLeft },
    ],
  },
  {
    title: 'Network',
    items: [
      {
        kind: 'group',
        key: 'friends',
        label: 'Friends',
        to: '/friends',
        icon: UserPlus,
        children: [
          { label: 'Friend Posts', to: '/friends/posts', icon: Newspaper },
          { label: 'Messages', to: '/messages', icon: MessagesSquare },
        ],
      },
      { kind: 'link', label: 'Collectives', to: '/collectives', icon: UsersRound },
      {
        kind: 'group',
        key: 'community',
        label: 'Community',
        to: '/community',
        icon: HeartHandshake,
        children: [
          { label: 'Events', to: '/events', icon: CalendarDays },
          { label: 'Commissions', to: '/commissions', icon: BriefcaseBusiness },
        ],
      },
    ],
  },
];
