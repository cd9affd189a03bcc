import type {
  Feedback,
  FeedbackCategory,
  FeedbackScreenshot,
  FeedbackStatus,
} from '@create-together/contract';
import type { BetaFeedbackRow, MediaRow } from '../../db/schema';
import { presentAttachedMedia } from '../media/attachments';
import { seconds } from '../projects/presenter';

/** The file's addresses as the media module presents them; only its owner can open them. */
function presentScreenshot(row: MediaRow | null): FeedbackScreenshot | null {
  const media = presentAttachedMedia(row, false);
  return media && { mediaId: media.mediaId, url: media.url, thumbnailUrl: media.thumbnailUrl };
}

/** The Feedback object of the contract, field by field, as its sender sees it. */
export function presentFeedback(row: BetaFeedbackRow, screenshot: MediaRow | null): Feedback {
  return {
    feedbackId: row.id,
    // The table's checks hold these to the contract's lists.
    category: row.category as FeedbackCategory,
    description: row.description,
    rating: row.rating,
    status: row.status as FeedbackStatus,
    screenshot: presentScreenshot(screenshot),
    createdAt: seconds(row.createdAt),
    updatedAt: seconds(row.updatedAt),
  };
}
