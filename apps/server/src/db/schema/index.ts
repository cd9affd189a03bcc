// The database's tables, one file per module that owns them; drizzle-kit reads this file
// (drizzle.config.ts) and every query imports from here.
export * from './calls';
export * from './collectives';
export * from './contributions';
export * from './documents';
export * from './feedback';
export * from './friends';
export * from './invitations';
export * from './media';
export * from './messages';
export * from './notifications';
export * from './posts';
export * from './projects';
export * from './queue';
export * from './review';
export * from './song-snapshot';
export * from './songs';
export * from './users';
