// The route module app/routes.tsx loads for /collectives and /collectives/{id}.
export { CollectivePage } from './collective-page';
export { CollectivesPage } from './collectives-page';
