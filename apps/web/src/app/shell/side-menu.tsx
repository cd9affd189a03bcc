import { type FocusEvent, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { DeferredNavTree } from './deferred-shell';

const COLLAPSE_DELAY_MS = 120;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The desktop side menu: an icon rail that expands over the page on hover (and when reached
 * with the keyboard). Hidden below 768 px, where the slide-over takes its place.
 */
export function SideMenu() {
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expanded = hovered || keyboardInside;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
  };

  return (
    <nav
      aria-label="Main"
      data-expanded={expanded}
      className="fixed top-16 bottom-0 left-0 z-30 hidden md:block"
      onPointerEnter={() => {
        clearTimeout(collapseTimer.current);
        setHovered(true);
      }}
      onPointerLeave={() => {
        collapseTimer.current = setTimeout(() => setHovered(false), COLLAPSE_DELAY_MS);
      }}
      onFocus={(event) => {
        if (isKeyboardFocus(event.target)) setKeyboardInside(true);
      }}
      onBlur={onBlur}
    >
      <div
        className={cn(
          'h-full overflow-x-hidden overflow-y-auto border-r border-line bg-surface/95 px-2.5 py-5 backdrop-blur-xl transition-[width,box-shadow] duration-200 ease-out',
          expanded ? 'w-64 shadow-2xl shadow-black/60' : 'w-[68px]',
        )}
      >
        <DeferredNavTree expanded={expanded} />
      </div>
    </nav>
  );
}
