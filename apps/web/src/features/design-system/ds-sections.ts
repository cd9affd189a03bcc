import type { ComponentType } from 'react';
import { ButtonsSection } from './buttons-section';
import { CardsSection } from './cards-section';
import { FiltersSection, FormFieldsSection } from './form-sections';
import { ColoursSection, TypeSection } from './foundation-sections';
import { DialogsSection, MenusSection, ToastsSection } from './overlay-sections';
import {
  AvatarsSection,
  EmptyStateSection,
  LoadErrorSection,
  PageSectionSection,
  SpinnerSection,
} from './status-sections';
import { UploadProgressSection } from './upload-section';

/**
 * The page's sections in order: the table of contents is built from this list, and each `id` and
 * `title` must match what its section renders (the page's test checks both).
 */
export const DS_SECTIONS: ReadonlyArray<{ id: string; title: string; Section: ComponentType }> = [
  { id: 'colours', title: 'Colours', Section: ColoursSection },
  { id: 'type', title: 'Type', Section: TypeSection },
  { id: 'buttons', title: 'Buttons', Section: ButtonsSection },
  { id: 'form-fields', title: 'Form fields', Section: FormFieldsSection },
  { id: 'filters', title: 'Search, sort and filters', Section: FiltersSection },
  { id: 'cards', title: 'Cards', Section: CardsSection },
  { id: 'avatars', title: 'Avatars', Section: AvatarsSection },
  { id: 'empty-state', title: 'Empty state', Section: EmptyStateSection },
  { id: 'spinner', title: 'Spinner', Section: SpinnerSection },
  { id: 'load-error', title: 'Load error', Section: LoadErrorSection },
  { id: 'dialogs', title: 'Dialogs', Section: DialogsSection },
  { id: 'toasts', title: 'Toasts', Section: ToastsSection },
  { id: 'menus', title: 'Menus', Section: MenusSection },
  { id: 'upload-progress', title: 'Upload progress', Section: UploadProgressSection },
  { id: 'page-section', title: 'Page section', Section: PageSectionSection },
];
