import type { Post, PostComment, Project } from '@create-together/contract';
import { type ClientProject, mapServerProject } from '@/entities/projects';

/**
 * Plain objects the real components render here. The ids begin with "sample-" so nothing on the
 * server is mistaken for them.
 */

const HOUR_S = 3600;
const nowS = () => Math.floor(Date.now() / 1000);

/** A picture for an avatar that needs no network: a gradient disc. */
export const SAMPLE_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0a35b"/><stop offset="1" stop-color="#c2336b"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" fill-opacity=".85"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#fff" fill-opacity=".85"/></svg>',
)}`;

/** An image address that cannot be decoded: shows what a broken picture falls back to. */
export const BROKEN_IMAGE_URL = 'data:image/png;base64,AAAA';

export function sampleProject(): ClientProject {
  const project: Project = {
    projectId: 'sample-project',
    name: 'Night Drive EP',
    description: 'Four synthwave tracks made by five people across three cities. Stems in the library.',
    ownerUserId: 'sample-user',
    owner: { userId: 'sample-user', username: 'mira', avatarUrl: null },
    projectType: 'music',
    status: 'active',
    isPublic: true,
    coverImageUrl: null,
    createdAt: nowS() - 14 * 24 * HOUR_S,
    updatedAt: nowS() - 2 * HOUR_S,
    startDate: null,
    endDate: null,
    contributionCycleDays: 7,
    goals: 'Finish four tracks.',
    requiredSkills: ['synths', 'mixing', 'vocals', 'mastering'],
    requiredSkillsJson: '["synths","mixing","vocals","mastering"]',
    reviewRules: { requiredApprovals: 0, openThreadsBlock: false },
    userRoleInProject: null,
    likedByMe: false,
    // A visitor signed in: may join and react, nothing more.
    policies: {
      canEdit: false,
      canJoin: true,
      canLeave: false,
      canReact: true,
      canPost: false,
      canPropose: false,
      canVote: false,
      canMerge: false,
      canEditMainContent: false,
      canViewHistory: false,
      canInvite: false,
      canChangeRoles: false,
      canRemoveContributors: false,
      canRemoveEditors: false,
      canTransferOwnership: false,
      canEditTracks: false,
      canDownloadStems: false,
    },
    stats: { likes: 128, comments: 14, views: 2_310 },
    contributors: [
      { userId: 'sample-user', username: 'mira', fullName: 'Mira Okafor', avatarUrl: null, role: 'owner' },
      { userId: 'sample-2', username: 'theo', fullName: 'Theo Lind', avatarUrl: null, role: 'contributor' },
      { userId: 'sample-3', username: 'ana', fullName: 'Ana Ruiz', avatarUrl: null, role: 'contributor' },
    ],
    workspace: { mainContent: '# Night Drive EP', lastUpdated: nowS() - 2 * HOUR_S },
  };
  return mapServerProject(project);
}

export function samplePrivateProject(): ClientProject {
  return {
    ...sampleProject(),
    id: 'sample-project-2',
    title: 'Untitled string quartet',
    description: 'Sketches for a film score, not ready to share.',
    type: 'film',
    isPublic: false,
    requiredSkills: ['strings', 'scoring'],
    stats: { likes: 3, comments: 0, views: 41 },
  };
}

export const SAMPLE_POST_ID = 'sample-post';

export function samplePost(): Post {
  return {
    postId: SAMPLE_POST_ID,
    author: { userId: 'sample-2', username: 'theo', fullName: 'Theo Lind', avatarUrl: null },
    content: 'First take of the bass line is up — tell me if the second verse drags.',
    media: null,
    project: { projectId: 'sample-project', name: 'Night Drive EP', coverImageUrl: null },
    likes: 24,
    comments: 1,
    likedByMe: false,
    policies: { canDelete: false, canReact: true },
    createdAt: nowS() - 3 * HOUR_S,
  };
}

export function samplePostComments(): PostComment[] {
  return [
    {
      commentId: 'sample-comment',
      postId: SAMPLE_POST_ID,
      author: { userId: 'sample-user', username: 'mira', fullName: 'Mira Okafor', avatarUrl: null },
      content: 'It drags a little. Try pulling the fill back half a beat?',
      policies: { canDelete: false },
      createdAt: nowS() - 2 * HOUR_S,
    },
  ];
}
