import type { Media } from '@create-together/contract';
import { Bookmark, BookmarkX } from 'lucide-react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { useSaveMedia } from '@/entities/media';
import { cn } from '@/lib/cn';

export const SAVE_MEDIA_MESSAGES = {
  saved: 'Saved to your library.',
  unsaved: 'Removed from your saved media.',
} as const;

/**
 * Whether `viewerId` is offered Save / Unsave for this file: anyone signed in, for someone else's
 * file, and for one of their own only to take back a save (as the library's menu does).
 */
export const canSaveMedia = (media: Media, viewerId: string | null | undefined): boolean =>
  Boolean(viewerId) && (media.ownerUserId !== viewerId || media.savedByMe);

/** Saves someone's file to your library (Library → Saved), or takes it out again. */
export function SaveMediaButton({ media, className }: { media: Media; className?: string }) {
  const save = useSaveMedia();
  const saved = media.savedByMe;
  const toggle = () =>
    save.mutate(
      { mediaId: media.mediaId, saved: !saved },
      {
        onSuccess: () => toast.success(saved ? SAVE_MEDIA_MESSAGES.unsaved : SAVE_MEDIA_MESSAGES.saved),
        onError: (error) => toast.error(`Not ${saved ? 'unsaved' : 'saved'}: ${error.message}`),
      },
    );
  const Icon = saved ? BookmarkX : Bookmark;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={save.isPending}
      aria-label={`${saved ? 'Unsave' : 'Save'} ${media.title}`}
      title={saved ? 'Take it out of your saved media' : 'Save it to your library'}
      className={cn(buttonClass('ghost', 'sm'), saved && 'text-accent-200', className)}
    >
      <Icon aria-hidden className="size-4" />
      {saved ? 'Unsave' : 'Save'}
    </button>
  );
}
