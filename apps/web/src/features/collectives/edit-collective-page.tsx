import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { type ClientCollective, useUpdateCollective } from '@/entities/collectives';
import { CollectiveForm } from './collective-form';
import { valuesFromCollective } from './collective-form-model';
import { FounderOnly, useCollectivePage } from './collective-states';
import { COLLECTIVE_FORM_MESSAGES } from './collectives-constants';
import { DeleteCollectiveSection } from './delete-collective-section';

/** /collectives/{id}/edit (sign-in required): the same form, filled in, for the founder only. */
export function EditCollectivePage() {
  const { id = '' } = useParams();
  const { collective, fallback } = useCollectivePage(id);
  if (!collective) return fallback;
  if (!collective.policies.canEdit) {
    return (
      <FounderOnly
        title="Edit Collective"
        message={COLLECTIVE_FORM_MESSAGES.founderOnlyEdit}
        collectiveId={collective.collectiveId}
      />
    );
  }
  // Keyed by collective, so opening another one's edit page starts from its own values.
  return <EditCollectiveForm key={collective.collectiveId} collective={collective} />;
}

function EditCollectiveForm({ collective }: { collective: ClientCollective }) {
  const navigate = useNavigate();
  const update = useUpdateCollective(collective.collectiveId);
  // The form starts from the collective as it was when the page opened; a refetch does not reset typing.
  const [initial] = useState(() => valuesFromCollective(collective));
  const pagePath = `/collectives/${encodeURIComponent(collective.collectiveId)}`;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Edit Collective" description={collective.name} />
      <CollectiveForm
        initial={initial}
        submitLabel="Save changes"
        submittingLabel="Saving..."
        failedMessage={COLLECTIVE_FORM_MESSAGES.saveFailed}
        cancelTo={pagePath}
        onSubmit={(input) => update.mutateAsync(input).then(() => navigate(pagePath))}
      />
      <DeleteCollectiveSection collectiveId={collective.collectiveId} name={collective.name} />
    </div>
  );
}
