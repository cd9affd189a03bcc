import { FEEDBACK_LIST_MAX } from '@create-together/contract';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import { Spinner } from '@/components/ui/spinner';
import { useMyFeedback } from '@/entities/feedback';
import { FeedbackItem } from './feedback-item';

/** "Your feedback": your submissions, newest first, each with where it stands. */
export function FeedbackList() {
  const feedback = useMyFeedback();

  let body: ReactNode;
  if (feedback.isPending) body = <Spinner label="Loading your feedback…" showLabel className="py-6" />;
  else if (feedback.isError)
    body = (
      <LoadError
        title="Could not load your feedback"
        message={feedback.error.message}
        onRetry={() => void feedback.refetch()}
        retrying={feedback.isFetching}
      />
    );
  else if (feedback.data.length === 0)
    body = (
      <QuietEmpty icon={MessageSquareText}>
        Nothing sent yet. What you send appears here, and you can follow where it stands: received, in review,
        planned, fixed or closed.
      </QuietEmpty>
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {feedback.data.map((item) => (
          <li key={item.feedbackId}>
            <FeedbackItem feedback={item} />
          </li>
        ))}
      </ul>
    );

  return (
    <PageSection
      title="Your feedback"
      description={`Only you see these. The latest ${FEEDBACK_LIST_MAX} are kept here.`}
    >
      {body}
    </PageSection>
  );
}
