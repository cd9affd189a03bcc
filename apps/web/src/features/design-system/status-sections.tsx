import { Compass, FolderPlus, Music2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import { Spinner } from '@/components/ui/spinner';
import { Code, DsSection, Example } from './ds-section';
import { BROKEN_IMAGE_URL, SAMPLE_AVATAR_URL } from './sample-data';

const AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const;

export function AvatarsSection() {
  return (
    <DsSection
      id="avatars"
      title="Avatars"
      usage="A person's picture, or their initial on the accent when there is none or it fails to load. Decorative: the name beside it is what is read."
    >
      <div className="flex flex-col gap-8">
        <Example label="Sizes: sm, md, lg, xl">
          <div className="flex flex-wrap items-end gap-4">
            {AVATAR_SIZES.map((size) => (
              <Avatar key={size} src={SAMPLE_AVATAR_URL} name="Mira Okafor" size={size} />
            ))}
          </div>
        </Example>
        <Example label="Without a picture, and with one that fails">
          <div className="flex flex-wrap items-center gap-4 text-sm text-ink-muted">
            <span className="flex items-center gap-2">
              <Avatar src={null} name="Theo Lind" />
              Theo Lind
            </span>
            <span className="flex items-center gap-2">
              <Avatar src={BROKEN_IMAGE_URL} name="Ana Ruiz" />
              Ana Ruiz
            </span>
          </div>
        </Example>
      </div>
    </DsSection>
  );
}

export function EmptyStateSection() {
  return (
    <DsSection
      id="empty-state"
      title="Empty state"
      plain
      usage="What a list shows when it has nothing: what would be here, and what to do next."
    >
      <EmptyState
        icon={Music2}
        title="No projects yet"
        action={
          <Link to="/explore" className={buttonClass('secondary')}>
            <Compass aria-hidden className="size-4" />
            Browse projects
          </Link>
        }
      >
        Projects you start or join show up here.
      </EmptyState>
    </DsSection>
  );
}

export function SpinnerSection() {
  return (
    <DsSection
      id="spinner"
      title="Spinner"
      usage={
        <>
          While something loads. Its label is always read; <Code>showLabel</Code> prints it too.{' '}
          <Code>PageSpinner</Code> and <Code>FullSpinner</Code> centre one on a whole page.
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-8">
        <Spinner label="Loading projects..." />
        <Spinner label="Loading projects..." showLabel />
      </div>
    </DsSection>
  );
}

/** How long the sample retry takes, so "Trying again…" can be seen. */
const RETRY_MS = 1500;

export function LoadErrorSection() {
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const retry = () => {
    setRetrying(true);
    timer.current = setTimeout(() => setRetrying(false), RETRY_MS);
  };

  return (
    <DsSection
      id="load-error"
      title="Load error"
      plain
      usage="When a page or list could not be loaded: what failed, why, and Try again. Without a title, the message leads and a connection hint follows."
    >
      <LoadError
        title="Projects could not be loaded"
        message="The server did not answer."
        onRetry={retry}
        retrying={retrying}
      />
    </DsSection>
  );
}

export function PageSectionSection() {
  return (
    <DsSection
      id="page-section"
      title="Page section"
      usage={
        <>
          A titled part of a page, with a line of what it is and maybe a link; every section of this page is
          one. <Code>QuietEmpty</Code> fills a section that has nothing yet.
        </>
      }
    >
      <PageSection
        title="Your projects"
        description="What you started and what you joined."
        action={
          <Link to="/projects" className={buttonClass('ghost', 'sm')}>
            See all
          </Link>
        }
      >
        <QuietEmpty
          icon={FolderPlus}
          action={
            <Link to="/projects/new" className={buttonClass('secondary', 'sm')}>
              Start a project
            </Link>
          }
        >
          You have no projects yet.
        </QuietEmpty>
      </PageSection>
    </DsSection>
  );
}
