import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateCollective } from '@/entities/collectives';
import { CollectiveForm, type CollectiveSubmitError } from './collective-form';
import { EMPTY_COLLECTIVE_FORM } from './collective-form-model';
import { COLLECTIVE_FORM_MESSAGES } from './collectives-constants';
import { submitFailure } from './submit-failure';

/** /collectives/create (sign-in required): found a collective, then open its page. */
export function CreateCollectivePage() {
  const navigate = useNavigate();
  const create = useCreateCollective();
  const [submitError, setSubmitError] = useState<CollectiveSubmitError | null>(null);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Create Collective"
        description="Gather people who make things together. Only the name is required; you can change everything later."
      />
      <CollectiveForm
        initial={EMPTY_COLLECTIVE_FORM}
        submitLabel="Create collective"
        submittingLabel="Creating..."
        submitting={create.isPending}
        submitError={submitError}
        cancelTo="/collectives"
        onSubmit={(input, values) => {
          setSubmitError(null);
          create.mutate(input, {
            onSuccess: (collective) =>
              navigate(`/collectives/${encodeURIComponent(collective.collectiveId)}`),
            onError: (error) =>
              setSubmitError(submitFailure(error, values, COLLECTIVE_FORM_MESSAGES.createFailed)),
          });
        }}
      />
    </div>
  );
}
