/** Other creators as every feature reads them: the client view, the API calls and their keys. */
export * from './users-api';
