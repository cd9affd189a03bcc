import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useCreateCollective } from '@/entities/collectives';
import { CollectiveForm } from './collective-form';
import { EMPTY_COLLECTIVE_FORM } from './collective-form-model';
import { COLLECTIVE_FORM_MESSAGES } from './collectives-constants';

/** /collectives/create (sign-in required): found a collective, then open its page. */
export function CreateCollectivePage() {
  const navigate = useNavigate();
  const create = useCreateCollective();

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
        failedMessage={COLLECTIVE_FORM_MESSAGES.createFailed}
        cancelTo="/collectives"
        onSubmit={(input) =>
          create
            .mutateAsync(input)
            .then((collective) => navigate(`/collectives/${encodeURIComponent(collective.collectiveId)}`))
        }
      />
    </div>
  );
}
