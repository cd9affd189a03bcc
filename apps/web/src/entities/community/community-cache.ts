import type { FriendshipState } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Community } from './api/get-community';
import { communityKeys } from './community-keys';

/** Where the signed-in user now stands with a creator, in every skill's list of the community page. */
export function setCreatorFriendship(client: QueryClient, personId: string, friendship: FriendshipState) {
  client.setQueriesData<Community>({ queryKey: communityKeys.all }, (data) =>
    data
      ? { ...data, creators: data.creators.map((c) => (c.id === personId ? { ...c, friendship } : c)) }
      : data,
  );
}
