export * from './http/activity';
export * from './http/common';
export * from './http/contributions';
export * from './http/friends';
export * from './http/media';
export * from './http/projects';
export * from './http/users';
