/** Direct messages as every feature reads them: the client view, the API calls and their keys. */
export * from './messages-api';
export * from './messages-model';
