// The route module app/routes.tsx loads for /collectives, /collectives/{id} and /collectives/create.
export { CollectivePage } from './collective-page';
export { CollectivesPage } from './collectives-page';
export { CreateCollectivePage } from './create-collective-page';
