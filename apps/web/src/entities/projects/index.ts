/** Projects as every feature reads them: the client view, the API calls and their query keys. */
export * from './project-model';
export * from './projects-api';
