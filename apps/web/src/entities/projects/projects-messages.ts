/** What a change to a project says: SPEC.md §8 "Projects", word for word, and ours for the rest. */
export const PROJECT_CHANGE_MESSAGES = {
  joinFailed: (id: string) => `Failed to join project ${id}.`,
  leaveFailed: (id: string) => `Failed to leave project ${id}.`,
  likeFailed: 'Failed to update your like.',
  roleFailed: 'Could not change the role. Please try again.',
  removeFailed: 'Could not remove them from the project. Please try again.',
  transferFailed: 'Could not hand the project over. Please try again.',
  memberRemoved: 'Removed from the project.',
  ownershipTransferred: 'The project has a new owner. You stay on as an editor.',
} as const;

/** SPEC.md §5: joining a project one already belongs to is treated as success. */
export const ALREADY_MEMBER_MESSAGE = 'User is already a member of this project.';

/** SPEC.md §3 "Browser storage": the joined-projects list is kept under this key. */
export const JOINED_PROJECTS_KEY = 'user-joined-projects';
