import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse, renderRoutes, serverProject } from '@/test/helpers';
import { SearchPanel } from './search-results';

function renderPanel(query: string) {
  return renderRoutes([{ path: '/', element: <SearchPanel query={query} onNavigate={() => {}} /> }]);
}

describe('the top bar search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds projects as the visitor types, best-liked first, and offers the full search', async () => {
    const fetchMock = fakeServer({
      'GET /api/projects?q=night&sort=popular&limit=5': () =>
        jsonResponse({ success: true, projects: [serverProject()], nextCursor: null }),
    });
    renderPanel('night');
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(await within(projects).findByRole('link', { name: /Night Drive/ })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Search all projects for “night”/ })).toHaveAttribute(
      'href',
      '/explore?q=night',
    );
    expect(
      within(screen.getByRole('region', { name: 'Collectives' })).getByText('No collectives found.'),
    ).toBeVisible();
  });

  it('says so when nothing matches, and asks nothing before there is a query', async () => {
    const fetchMock = fakeServer({
      'GET /api/projects?q=zzz&sort=popular&limit=5': () =>
        jsonResponse({ success: true, projects: [], nextCursor: null }),
    });
    const empty = renderPanel('   ');
    expect(screen.getByText('Find projects by name, description or skill.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    empty.unmount();

    renderPanel('zzz');
    expect(await screen.findByText('No projects found.')).toBeVisible();
  });
});
