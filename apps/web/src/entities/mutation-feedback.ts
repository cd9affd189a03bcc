import '@tanstack/react-query';

/**
 * What a change's outcome means to the person who asked for it, in words: an entity's mutation
 * says it (`meta: { feedback }`), and the app decides how to show it (app/query-client.ts shows it
 * as a toast). So no data code shows anything itself.
 */
export interface MutationFeedback {
  /** Said when the change is made; a function when the words come with the answer. */
  success?: string | ((answer: unknown) => string);
  /** Said when it is refused or fails; a function when the words depend on the error. */
  error?: string | ((error: unknown) => string);
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { feedback?: MutationFeedback };
  }
}
