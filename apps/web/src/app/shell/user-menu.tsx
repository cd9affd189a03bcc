import { Bell, ChevronDown, FlaskConical, Library, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { MenuContent, MenuSeparator, menuItemClass } from '@/components/ui/menu';
import { useUnreadNotifications } from '@/entities/notifications';
import { type ClientUser, displayName } from '@/features/auth';
import { useSignOut } from '../use-sign-out';
import { CountBadge } from './notification-bell';

const HOVER_CLOSE_DELAY_MS = 200;

/**
 * The profile link (avatar and username) and the account menu beside it. The menu opens on
 * hover (SPEC.md §2.4), and also by click, tap or keyboard like any menu button.
 */
export function UserMenu({ user }: { user: ClientUser }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cornerRef = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();
  const unread = useUnreadNotifications((state) => state.unreadCount);
  const { key: locationKey } = useLocation();

  // A hover-opened menu must not follow the user to the next page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => {
    openedByHover.current = false;
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, [locationKey]);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const onHoverStart = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };
  const onHoverEnd = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <div
      ref={cornerRef}
      className="flex items-center rounded-full border border-line bg-surface-2/80 p-0.5 pl-0.5 transition hover:border-line-strong"
      onPointerEnter={onHoverStart}
      onPointerLeave={onHoverEnd}
    >
      <Link
        to="/profile"
        className="flex min-w-0 items-center gap-2 rounded-full py-0.5 pr-1.5 pl-0.5 text-sm font-medium text-ink"
      >
        <Avatar src={user.profilePictureUrl} name={displayName(user)} size="sm" />
        {/* Narrower than md the avatar stands alone (the name is still the link's); from md the whole
            username fits (30 characters at most), so it is never cut. */}
        <span className="sr-only md:not-sr-only md:whitespace-nowrap">{user.username}</span>
      </Link>
      <DropdownMenu.Root
        open={open}
        modal={false}
        onOpenChange={(next) => {
          openedByHover.current = false;
          cancelClose();
          setOpen(next);
        }}
      >
        <DropdownMenu.Trigger
          aria-label="Account menu"
          className="grid size-7 place-items-center rounded-full text-ink-muted transition hover:bg-white/5 hover:text-ink data-[state=open]:text-ink"
          onPointerDown={(event) => {
            // Already opened by hovering: the click that follows must not toggle it shut.
            if (openedByHover.current && event.pointerType === 'mouse') {
              event.preventDefault();
              openedByHover.current = false;
              cancelClose();
            }
          }}
        >
          <ChevronDown aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <MenuContent
          align="end"
          sideOffset={10}
          collisionPadding={12}
          // Rendered in place (no portal) so the open menu stays inside the banner landmark.
          onPointerEnter={cancelClose}
          onPointerLeave={onHoverEnd}
          onInteractOutside={(event) => {
            // The trigger and profile link sit beside the menu: pressing them is not "outside"
            // (the trigger toggles on its own; a hover-opened menu stays for the click).
            if (cornerRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="w-60 p-1.5"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2">
            <span className="block truncate text-sm font-semibold text-ink">{displayName(user)}</span>
            <span className="block truncate text-xs text-ink-faint">@{user.username}</span>
          </DropdownMenu.Label>
          <MenuSeparator className="mt-0" />
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/notifications">
              <Bell aria-hidden className="size-4" />
              <span className="flex-1">Notifications</span>
              <CountBadge count={unread} className="h-5 min-w-5 px-1.5 text-[11px]" />
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/library">
              <Library aria-hidden className="size-4" />
              Library
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/beta-testing">
              <FlaskConical aria-hidden className="size-4" />
              Beta
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link to="/settings">
              <Settings aria-hidden className="size-4" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <MenuSeparator />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
    </div>
  );
}
