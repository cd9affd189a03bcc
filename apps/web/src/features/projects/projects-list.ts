import type { ClientProject } from '@/entities/projects';
import { madeOnFirstUse } from '@/lib/made-on-first-use';
import type { ProjectsSort } from './projects-constants';

/** Every word of `query` appears in the title, description or a skill (any case). */
export function filterProjects(projects: readonly ClientProject[], query: string): ClientProject[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...projects];
  return projects.filter((project) => {
    const text = [project.title, project.description, ...project.requiredSkills].join('\n').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const byUpdated = (a: ClientProject, b: ClientProject) => b.updatedAt.localeCompare(a.updatedAt);
const popularity = (project: ClientProject) => project.stats.likes + project.stats.views;
const collator = madeOnFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** recent: most recently updated first; popular: likes + views; alphabetical: by title. */
export function sortProjects(projects: readonly ClientProject[], sort: ProjectsSort): ClientProject[] {
  const list = [...projects];
  if (sort === 'popular') return list.sort((a, b) => popularity(b) - popularity(a) || byUpdated(a, b));
  if (sort === 'alphabetical')
    return list.sort((a, b) => collator().compare(a.title, b.title) || byUpdated(a, b));
  return list.sort(byUpdated);
}
