// The route module app/routes.tsx loads for /collectives/create and /collectives/{id}/edit: the form,
// its uploads and pickers stay out of the pages a visitor opens.
export { CreateCollectivePage } from './create-collective-page';
export { EditCollectivePage } from './edit-collective-page';
