export * from './http/common';
export * from './http/users';
