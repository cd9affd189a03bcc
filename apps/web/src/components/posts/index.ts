/** Posts as explore, profiles, project pages and the community page show them. */
export { PostCard } from './post-card';
export { PostComposer } from './post-composer';
export { PostList, PostListSkeleton, PostsEmptyLine } from './post-list';
export type { PostViewer } from './post-viewer';
