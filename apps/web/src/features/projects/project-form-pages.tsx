import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { PageHeader } from '@/components/ui/page-header';
import type { ClientProject } from '@/entities/projects';
import { useCreateProject, useUpdateProject } from '@/entities/projects';
import { failureDetail } from './failure-detail';
import { ProjectForm, type SubmitError } from './project-form';
import { EMPTY_PROJECT_FORM, valuesFromProject } from './project-form-model';
import { OwnerOnly } from './project-states';
import { PROJECT_MESSAGES, PROJECT_UI_MESSAGES } from './projects-constants';
import { useProjectPage } from './use-project-page';

/**
 * /projects/new and /workspace/new (SPEC.md §2.2). Created from /workspace/new, the new project
 * opens in its workspace; otherwise on its page.
 */
export function NewProjectPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const create = useCreateProject();
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const fromWorkspace = pathname.startsWith('/workspace');

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="New Project"
        description="Start something and invite others to make it with you. Only the title is required."
      />
      <ProjectForm
        mode="create"
        initial={EMPTY_PROJECT_FORM}
        submitLabel="Create project"
        submitting={create.isPending}
        submitError={submitError}
        cancelTo="/projects"
        onSubmit={(input) => {
          setSubmitError(null);
          create.mutate(input, {
            onSuccess: (project) => {
              toast.success('Project created.');
              navigate(fromWorkspace ? `/workspace/${project.id}` : `/projects/${project.id}`);
            },
            onError: (error) =>
              setSubmitError({ message: PROJECT_MESSAGES.createFailed, detail: failureDetail(error) }),
          });
        }}
      />
    </div>
  );
}

/** /projects/edit/{id}: the same form, filled in, for the owner only. */
export function EditProjectPage() {
  const { id = '' } = useParams();
  const { project, fallback } = useProjectPage(id);
  if (!project) return fallback;
  if (!project.policies.canEdit) {
    return <OwnerOnly title="Edit Project" message={PROJECT_UI_MESSAGES.ownerOnlyEdit} projectId={id} />;
  }
  // Keyed by project, so opening another project's edit page starts from its own values.
  return <EditProjectForm key={project.id} project={project} />;
}

function EditProjectForm({ project }: { project: ClientProject }) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  // The form starts from the project as it was when the page opened; a background refetch does not reset typing.
  const [initial] = useState(() => valuesFromProject(project));

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Project" description={project.title} />
      <ProjectForm
        mode="edit"
        initial={initial}
        submitLabel="Save changes"
        submitting={update.isPending}
        submitError={submitError}
        cancelTo={`/projects/${project.id}`}
        onSubmit={(input) => {
          setSubmitError(null);
          update.mutate(input, {
            onSuccess: (saved) => {
              toast.success('Changes saved.');
              navigate(`/projects/${saved.id}`);
            },
            onError: (error) =>
              setSubmitError({
                message: PROJECT_MESSAGES.updateFailed(project.id),
                detail: failureDetail(error),
              }),
          });
        }}
      />
    </div>
  );
}
