// Shared by the top bar's deferred parts and the stand-ins shown until their code arrives
// (deferred-shell.tsx), so both look the same.

export const SEARCH_BUTTON_CLASS =
  'grid size-10 place-items-center rounded-lg text-ink-muted transition hover:bg-white/5 hover:text-ink';

export const MENU_BUTTON_CLASS = `${SEARCH_BUTTON_CLASS} md:hidden`;

export const SEARCH_LABEL = 'Search people, projects and collectives';
