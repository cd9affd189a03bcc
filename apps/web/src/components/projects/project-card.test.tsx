import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapServerProject } from '@/entities/projects';
import { renderRoutes, serverProject } from '@/test/helpers';
import { generatedCoverUrl } from './generated-cover';
import { ProjectCard } from './project-card';

function renderCard(overrides: Parameters<typeof serverProject>[0] = {}, priority = false, later = false) {
  const project = mapServerProject(serverProject(overrides));
  renderRoutes([
    {
      path: '/',
      element: <ProjectCard project={project} priority={priority} coverAfterFirstPaint={later} />,
    },
  ]);
  return screen.getByRole('article');
}

const cover = (card: HTMLElement) => {
  const image = card.querySelector('img');
  if (!image) throw new Error('no cover image');
  return image;
};

describe('ProjectCard', () => {
  it('fetches the cover of a card at the top of the first screen at once and first; others when near', () => {
    const first = renderCard({}, true);
    expect(cover(first)).toHaveAttribute('loading', 'eager');
    expect(cover(first)).toHaveAttribute('fetchpriority', 'high');
    cleanup();
    const later = renderCard();
    expect(cover(later)).toHaveAttribute('loading', 'lazy');
    expect(cover(later)).not.toHaveAttribute('fetchpriority');
  });

  it("asks for a later card's own cover once the grid has painted; any other card's at once", async () => {
    const later = renderCard({ coverImageUrl: '/media/c1.webp' }, false, true);
    expect(later.querySelector('img')).toBeNull();
    await waitFor(() => expect(cover(later)).toHaveAttribute('src', '/media/c1.webp'));
    cleanup();
    expect(cover(renderCard({ coverImageUrl: '/media/c1.webp' }, true))).toHaveAttribute(
      'src',
      '/media/c1.webp',
    );
    cleanup();
    expect(cover(renderCard({ coverImageUrl: '/media/c1.webp' }))).toHaveAttribute('src', '/media/c1.webp');
  });

  it('names three skills and counts the rest', () => {
    const card = renderCard({ requiredSkills: ['synths', 'mixing', 'vocals', 'mastering', 'lyrics'] });
    const skills = within(card).getByRole('list', { name: 'Skills needed' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['synths', 'mixing', 'vocals', '+22 more: mastering, lyrics']);
    expect(within(skills).getByText('+2')).toBeVisible();
    expect(within(skills).getByText('+2').closest('li')).toHaveAttribute('title', 'mastering, lyrics');
  });

  it('counts nothing when every skill is named', () => {
    const card = renderCard({ requiredSkills: ['synths', 'mixing', 'vocals'] });
    const skills = within(card).getByRole('list', { name: 'Skills needed' });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(3);
    expect(within(skills).queryByText(/^\+/)).toBeNull();
  });

  it('reads a completed project as archived (SPEC.md §3), like an archived one', () => {
    const completed = renderCard({ status: 'completed' });
    expect(within(completed).getByText('Archived')).toBeVisible();
    expect(within(completed).queryByText(/Completed/)).toBeNull();
  });

  it('shows a generated cover, the same for the same project, when there is none', () => {
    const card = renderCard({ projectId: 'p7', coverImageUrl: null, projectType: 'film' });
    const image = cover(card);
    expect(image).toHaveAttribute('data-generated-cover');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Deterministic: the same project draws the same cover; another project (or type) another one.
    const drawn = generatedCoverUrl({ id: 'p7', type: 'film' });
    expect(image).toHaveAttribute('src', drawn);
    expect(generatedCoverUrl({ id: 'p8', type: 'film' })).not.toBe(drawn);
    expect(generatedCoverUrl({ id: 'p7', type: 'music' })).not.toBe(drawn);
    // The film motif's strip, as the demo covers draw it.
    expect(decodeURIComponent(drawn)).toContain('fill="#111111"');
  });

  it('shows its own cover, and the generated one if that fails to load', () => {
    const card = renderCard({ coverImageUrl: '/media/c1.webp' });
    const image = cover(card);
    expect(image).toHaveAttribute('src', '/media/c1.webp');
    expect(image).not.toHaveAttribute('data-generated-cover');
    fireEvent.error(image);
    expect(cover(card).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(cover(card)).toHaveAttribute('data-generated-cover');
  });
});
