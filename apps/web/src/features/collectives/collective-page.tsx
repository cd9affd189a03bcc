import { useParams } from 'react-router';
import { CollectiveHeader } from './collective-header';
import { CollectiveMembers } from './collective-members';
import { CollectiveProjects } from './collective-projects';
import { useCollectivePage } from './collective-states';

/** /collectives/{id} (public): the collective, Join / Leave, its members and its projects. */
export function CollectivePage() {
  const { id = '' } = useParams();
  const { collective, fallback } = useCollectivePage(id);
  if (!collective) return fallback;
  return (
    <>
      <CollectiveHeader collective={collective} />
      <div className="flex flex-col gap-10">
        <CollectiveProjects
          projects={collective.projects}
          canAddProjects={collective.policies.canAddProjects}
        />
        <CollectiveMembers collective={collective} />
      </div>
    </>
  );
}
