import type { Media } from '@create-together/contract';
import { Bookmark, BookmarkX, Globe2, Link2, Lock, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuItem as Item, MenuContent, MenuSeparator } from '@/components/ui/menu';
import { mediaLink, useDeleteMedia, useSaveMedia, useUpdateMedia } from '@/entities/media';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { LIBRARY_MESSAGES as M } from './library-constants';
import { RenameDialog } from './rename-dialog';

/** "A and B" / "A, B and C". */
const together = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What deleting a file undoes: everywhere it was shared, and the songs it plays in (it goes silent there). */
export function deleteWarning(media: Media): string {
  const songs = media.usedIn ?? [];
  const used =
    songs.length > 0
      ? ` This file is a track in ${together(songs.map((song) => song.name))}. Deleting it silences it there.`
      : '';
  return `The file is deleted for good, and its link stops working wherever it was shared.${used} This cannot be undone.`;
}

/**
 * What can be done with one file. Its owner renames it, makes it public or private and deletes it;
 * anyone copies its link; a file someone saved can be unsaved (and saved again).
 */
export function MediaMenu({ media, className }: { media: Media; className?: string }) {
  const me = useCurrentUser();
  const isOwner = me?.id === media.ownerUserId;
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const save = useSaveMedia();
  const isPublic = media.visibility === 'public';
  const { mediaId } = media;

  const rename = (title: string) =>
    update.mutate(
      { mediaId, patch: { title } },
      { onError: (error) => toast.error(`Not renamed: ${error.message}`) },
    );

  const toggleVisibility = () =>
    update.mutate(
      { mediaId, patch: { visibility: isPublic ? 'private' : 'public' } },
      {
        onSuccess: (changed) => toast.success(changed.visibility === 'public' ? M.madePublic : M.madePrivate),
        onError: (error) => toast.error(`Not changed: ${error.message}`),
      },
    );

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(mediaLink(media));
      toast.success(isPublic ? M.copied : M.copiedPrivate);
    } catch {
      toast.error(M.copyFailed);
    }
  };

  const toggleSaved = () =>
    save.mutate(
      { mediaId, saved: !media.savedByMe },
      {
        onSuccess: () => toast.success(media.savedByMe ? M.unsaved : M.saved),
        onError: (error) => toast.error(`Not ${media.savedByMe ? 'unsaved' : 'saved'}: ${error.message}`),
      },
    );

  const confirmDelete = () =>
    remove.mutate(mediaId, {
      onSuccess: () => toast.success(M.deleted),
      onError: (error) => toast.error(`Not deleted: ${error.message}`),
    });

  return (
    <>
      {/* Not modal: the dialogs it opens manage focus and the page themselves. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Actions for ${media.title}`}
          className={cn(
            'size-8 grid shrink-0 place-items-center rounded-md text-ink-muted transition-colors hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-50 data-[state=open]:bg-white/5 data-[state=open]:text-ink',
            className,
          )}
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={4}>
            {isOwner ? (
              <>
                <Item icon={<Pencil />} onSelect={() => setRenaming(true)}>
                  Rename
                </Item>
                <Item icon={isPublic ? <Lock /> : <Globe2 />} onSelect={toggleVisibility}>
                  {isPublic ? 'Make private' : 'Make public'}
                </Item>
              </>
            ) : null}
            <Item icon={<Link2 />} onSelect={() => void copyLink()}>
              Copy link
            </Item>
            {!isOwner || media.savedByMe ? (
              <Item icon={media.savedByMe ? <BookmarkX /> : <Bookmark />} onSelect={toggleSaved}>
                {media.savedByMe ? 'Unsave' : 'Save'}
              </Item>
            ) : null}
            {isOwner ? (
              <>
                <MenuSeparator />
                <Item icon={<Trash2 />} onSelect={() => setDeleting(true)} danger>
                  Delete
                </Item>
              </>
            ) : null}
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {isOwner ? (
        <>
          <RenameDialog media={media} open={renaming} onOpenChange={setRenaming} onRename={rename} />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Delete “${media.title}”?`}
            description={deleteWarning(media)}
            confirmLabel="Delete"
            onConfirm={confirmDelete}
            danger
          />
        </>
      ) : null}
    </>
  );
}
