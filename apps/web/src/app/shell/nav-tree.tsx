import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { isWithin } from './nav-config';
import { NAV_SECTIONS, type NavGroup, type NavLinkItem } from './nav-sections';

const rowClass = (active: boolean) =>
  cn(
    'flex h-10 min-w-0 flex-1 items-center gap-3 rounded-lg px-3.5 text-sm font-medium transition-colors',
    active ? 'bg-accent-600/15 text-accent-100' : 'text-ink-muted hover:bg-white/5 hover:text-ink',
  );

function Label({ text, expanded }: { text: string; expanded: boolean }) {
  return (
    <span className={cn('truncate transition-opacity duration-150', expanded ? 'opacity-100' : 'opacity-0')}>
      {text}
    </span>
  );
}

function TopLink({
  item,
  expanded,
  onNavigate,
}: {
  item: NavLinkItem;
  expanded: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink to={item.to} onClick={onNavigate} className={({ isActive }) => rowClass(isActive)}>
        <Icon aria-hidden className="size-[18px] shrink-0" />
        <Label text={item.label} expanded={expanded} />
      </NavLink>
    </li>
  );
}

function Group({
  group,
  expanded,
  open,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  expanded: boolean;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}) {
  const listId = useId();
  const Icon = group.icon;
  const showChildren = open && expanded;
  return (
    <li>
      <div className="flex items-center gap-1">
        <NavLink to={group.to} onClick={onNavigate} className={({ isActive }) => rowClass(isActive)}>
          <Icon aria-hidden className="size-[18px] shrink-0" />
          <Label text={group.label} expanded={expanded} />
        </NavLink>
        <button
          type="button"
          aria-expanded={showChildren}
          aria-controls={listId}
          aria-label={`${group.label} links`}
          onClick={onToggle}
          className={cn(
            'size-8 shrink-0 place-items-center rounded-md text-ink-faint transition hover:bg-white/5 hover:text-ink',
            expanded ? 'grid' : 'hidden',
          )}
        >
          <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <ul id={listId} hidden={!showChildren} className="mt-0.5 mb-1 ml-[1.35rem] border-l border-line pl-3">
        {group.children.map((child) => {
          const ChildIcon = child.icon;
          return (
            <li key={child.to}>
              <NavLink
                to={child.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex h-9 items-center gap-2.5 rounded-md px-2.5 text-sm transition-colors',
                    isActive ? 'text-accent-200' : 'text-ink-muted hover:bg-white/5 hover:text-ink',
                  )
                }
              >
                <ChildIcon aria-hidden className="size-4 shrink-0 opacity-80" />
                <span className="truncate">{child.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function groupsOpenFor(pathname: string): Set<string> {
  const open = new Set<string>();
  for (const section of NAV_SECTIONS) {
    for (const item of section.items) {
      if (item.kind !== 'group') continue;
      if (isWithin(pathname, item.to) || item.children.some((child) => isWithin(pathname, child.to))) {
        open.add(item.key);
      }
    }
  }
  return open;
}

/**
 * The side menu's contents: the three sections with their collapsible groups.
 * `expanded` shows labels and sub-links (the desktop rail shows icons only until hovered).
 */
export function NavTree({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [openGroups, setOpenGroups] = useState(() => groupsOpenFor(pathname));

  const toggle = (key: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="flex flex-col gap-5">
      {NAV_SECTIONS.map((section) => (
        <div key={section.title}>
          <p
            aria-hidden
            className={cn(
              'mb-1.5 h-4 truncate px-3 text-[11px] font-semibold tracking-[0.14em] text-ink-faint uppercase transition-opacity',
              expanded ? 'opacity-100' : 'opacity-0',
            )}
          >
            {section.title}
          </p>
          <ul aria-label={section.title} className="flex flex-col gap-0.5">
            {section.items.map((item) =>
              item.kind === 'group' ? (
                <Group
                  key={item.key}
                  group={item}
                  expanded={expanded}
                  open={openGroups.has(item.key)}
                  onToggle={() => toggle(item.key)}
                  onNavigate={onNavigate}
                />
              ) : (
                <TopLink key={item.to} item={item} expanded={expanded} onNavigate={onNavigate} />
              ),
            )}
          </ul>
        </div>
      ))}
    </div>
  );
}
