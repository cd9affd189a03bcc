/** Friends as every feature reads them: the client view, the API calls, their keys and the persisted store. */
export * from './friends-api';
export * from './friends-model';
export * from './friends-store';
