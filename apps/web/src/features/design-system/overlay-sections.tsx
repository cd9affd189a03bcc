import { Link2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuContent, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { Code, DsSection, Example } from './ds-section';

export function DialogsSection() {
  const [merging, setMerging] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <DsSection
      id="dialogs"
      title="Dialogs"
      usage={
        <>
          <Code>ConfirmDialog</Code> asks before something that cannot be undone. It traps focus, Escape
          cancels, and <Code>danger</Code> colours the confirm button for deletions.
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => setMerging(true)}>
          Open a confirm dialog
        </button>
        <button type="button" className={buttonClass('danger')} onClick={() => setDeleting(true)}>
          Open a danger dialog
        </button>
      </div>
      <ConfirmDialog
        open={merging}
        onOpenChange={setMerging}
        title="Merge this contribution?"
        description="Its changes join the project's main version, and the vote closes."
        confirmLabel="Merge"
        onConfirm={() => toast.success('Merged (sample).')}
      />
      <ConfirmDialog
        danger
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this post?"
        description="It disappears for everyone, with its likes and comments."
        confirmLabel="Delete"
        onConfirm={() => toast.success('Deleted (sample).')}
      />
    </DsSection>
  );
}

const TOASTS = [
  { label: 'Success toast', fire: () => toast.success('Project saved.') },
  { label: 'Error toast', fire: () => toast.error('Could not save the project.') },
  { label: 'Warning toast', fire: () => toast.warning('You are offline. Changes will wait.') },
  { label: 'Info toast', fire: () => toast.info('Mira joined Night Drive EP.') },
  {
    label: 'Toast that stays',
    fire: () => toast('Stays until dismissed.', { duration: Number.POSITIVE_INFINITY }),
  },
] as const;

export function ToastsSection() {
  return (
    <DsSection
      id="toasts"
      title="Toasts"
      usage={
        <>
          <Code>toast.success(…)</Code>, <Code>toast.error(…)</Code>, <Code>toast.warning(…)</Code> and{' '}
          <Code>toast(…)</Code> (info) confirm what happened elsewhere on the page. They leave after 3 s
          unless told to stay; each can be dismissed.
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        {TOASTS.map((item) => (
          <button
            key={item.label}
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={item.fire}
          >
            {item.label}
          </button>
        ))}
      </div>
    </DsSection>
  );
}

export function MenusSection() {
  return (
    <DsSection
      id="menus"
      title="Menus"
      usage={
        <>
          A radix <Code>DropdownMenu</Code> dressed in <Code>MenuContent</Code>, <Code>MenuItem</Code> and{' '}
          <Code>MenuSeparator</Code> (the account menu and the library's file menu are built of them). It
          opens by click, tap or keyboard; <Code>danger</Code> marks what destroys. Short choices in a form
          use the native <Code>SortSelect</Code> instead.
        </>
      }
    >
      <Example label="Actions menu">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger aria-label="Actions for Night Drive" className={buttonClass('secondary')}>
            <MoreHorizontal aria-hidden className="size-4" />
            Actions
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <MenuContent align="start" sideOffset={4}>
              <MenuItem icon={<Pencil />} onSelect={() => toast.info('Rename chosen.')}>
                Rename
              </MenuItem>
              <MenuItem icon={<Link2 />} onSelect={() => toast.success('Link copied.')}>
                Copy link
              </MenuItem>
              <MenuSeparator />
              <MenuItem icon={<Trash2 />} onSelect={() => toast.error('Delete chosen.')} danger>
                Delete
              </MenuItem>
            </MenuContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </Example>
    </DsSection>
  );
}
