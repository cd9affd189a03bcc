import { DropdownMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A menu row: icon, label, highlighted by pointer or keyboard. Also for `asChild` links. */
export const menuItemClass =
  'flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-ink-muted outline-none select-none data-[highlighted]:bg-white/[0.06] data-[highlighted]:text-ink';

const dangerItemClass = 'text-rose-300 data-[highlighted]:bg-rose-500/10 data-[highlighted]:text-rose-200';

/** The floating panel of a dropdown menu (radix `DropdownMenu.Content`, our surface). */
export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Content
      className={cn(
        'z-50 min-w-48 rounded-xl border border-line bg-surface-2 p-1 shadow-2xl shadow-black/50 data-[state=open]:animate-pop-in',
        className,
      )}
      {...props}
    />
  );
}

/** One action of a menu; `danger` for what destroys. */
export function MenuItem({
  icon,
  onSelect,
  danger,
  disabled,
  children,
}: {
  icon: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(
        menuItemClass,
        danger && dangerItemClass,
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
      )}
    >
      <span aria-hidden className="[&>svg]:size-4">
        {icon}
      </span>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator({ className }: { className?: string }) {
  return <DropdownMenu.Separator className={cn('mx-1 my-1 h-px bg-line', className)} />;
}
