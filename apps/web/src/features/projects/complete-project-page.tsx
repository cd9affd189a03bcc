import { CheckCircle2, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ProjectCover } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { PageTitle } from '@/components/ui/page-header';
import type { ClientProject } from '@/entities/projects';
import { useSetProjectStatus } from '@/entities/projects';
import { plural } from '@/lib/plural';
import { failureDetail } from './failure-detail';
import { ProjectCelebration } from './project-celebration';
import type { SubmitError } from './project-form';
import { OwnerOnly } from './project-states';
import { PROJECT_MESSAGES, PROJECT_UI_MESSAGES } from './projects-constants';
import { useProjectPage } from './use-project-page';

/**
 * /projects/{projectId}/complete: the owner marks the project completed (PUT status completed;
 * shown as archived afterwards), after a confirm step; then, and for anyone opening it later,
 * what was made is celebrated.
 */
export function CompleteProjectPage() {
  const { projectId = '' } = useParams();
  const { project, fallback } = useProjectPage(projectId);
  if (!project) return fallback;
  if (project.serverStatus === 'completed') {
    return (
      <>
        <PageTitle title={`${project.title} is complete`} />
        <ProjectCelebration project={project} />
      </>
    );
  }
  if (!project.policies.canEdit) {
    return (
      <OwnerOnly
        title="Complete Project"
        message={PROJECT_UI_MESSAGES.ownerOnlyComplete}
        projectId={projectId}
      />
    );
  }
  return <CompleteConfirm project={project} />;
}

function CompleteConfirm({ project }: { project: ClientProject }) {
  const setStatus = useSetProjectStatus(project.id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const complete = () => {
    setFailure(null);
    setStatus.mutate('completed', {
      onError: (error) =>
        setFailure({ message: PROJECT_MESSAGES.updateFailed(project.id), detail: failureDetail(error) }),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title="Complete Project" />
      <ProjectCover project={project} className="aspect-[21/8] rounded-3xl border border-line" />
      <div className="rounded-2xl border border-line bg-surface/80 p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">Complete Project</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          Is {project.title} finished?
        </h1>
        <p className="mt-3 text-ink-muted">
          Completing marks it as done for all {plural(project.contributors.length, 'member')}. It is then
          shown as archived: it stays visible, with its workspace and comments, but no longer looks for
          contributions. You can reactivate it later.
        </p>

        <div className="mt-6">
          <FormAlert message={failure?.message ?? null} detail={failure?.detail} />
        </div>

        {confirming ? (
          <div className="mt-4 rounded-xl border border-accent-500/40 bg-accent-600/10 p-4">
            <p id="confirm-complete" className="text-sm font-medium text-ink">
              Mark {project.title} as completed?
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <button
                ref={confirmButton}
                type="button"
                aria-describedby="confirm-complete"
                onClick={complete}
                disabled={setStatus.isPending}
                className={buttonClass('primary')}
              >
                <CheckCircle2 aria-hidden className="size-4" />
                {setStatus.isPending ? 'Completing...' : 'Yes, complete it'}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(false)}
                disabled={setStatus.isPending}
                className={buttonClass('ghost')}
              >
                Not yet
              </button>
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <button type="button" onClick={() => setConfirming(true)} className={buttonClass('primary')}>
              <PartyPopper aria-hidden className="size-4" />
              Mark as completed
            </button>
            <Link to={`/projects/${project.id}`} className={buttonClass('ghost')}>
              Back to the project
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
