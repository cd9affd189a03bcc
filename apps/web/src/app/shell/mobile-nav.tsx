import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Wordmark } from '@/components/ui/logo';
import { NavTree } from './nav-tree';
import { MENU_BUTTON_CLASS } from './shell-buttons';

/**
 * The mobile side menu: a slide-over from the left. Any link inside closes it — also one to
 * the page already open, which would otherwise leave the menu up (SPEC.md §2.4).
 */
export function MobileNav({
  footer,
  defaultOpen = false,
}: {
  footer?: (close: () => void) => ReactNode;
  /** Opened at once: the menu button was pressed before this code had arrived. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const location = useLocation();
  const close = () => setOpen(false);
  const footerContent = footer?.(close);

  // Back/forward navigation closes it too (a change of location; not the one it opened on, when
  // the menu button was pressed before this code had arrived).
  const openedOn = useRef(location.key);
  useEffect(() => {
    if (location.key === openedOn.current) return;
    openedOn.current = location.key;
    setOpen(false);
  }, [location.key]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Open menu" className={MENU_BUTTON_CLASS}>
        <Menu aria-hidden className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col border-r border-line bg-surface shadow-2xl focus:outline-none data-[state=open]:animate-slide-in-left"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="sr-only">Navigation</Dialog.Title>
            <Link to="/" onClick={close} aria-label="Create Together home" className="rounded-md">
              <Wordmark />
            </Link>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-5">
            <NavTree expanded onNavigate={close} />
          </div>
          {footerContent ? <div className="border-t border-line p-3">{footerContent}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
