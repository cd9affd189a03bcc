import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderRoutes, resetAppState, serverProject } from '@/test/helpers';
import { serverMedia } from '@/test/media-fixtures';
import { callsTo, fakeServer, otherUser, projectRoutes, signIn } from './projects-test-utils';

const created = serverProject({ projectId: 'p9', name: 'Tape Loops', userRoleInProject: 'owner' });

describe('the project form: /projects/new', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('shows the contract’s messages beside the fields, announces them, focuses the first, and sends nothing', async () => {
    const fetchMock = fakeServer({});
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New Project' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Contribution cycle/), '2.5');
    await user.type(screen.getByLabelText(/Start date/), '2025-06-10');
    await user.type(screen.getByLabelText(/End date/), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAccessibleDescription('Project name is required.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(/Contribution cycle/)).toHaveAccessibleDescription(
      expect.stringContaining('Contribution cycle must be whole days.'),
    );
    expect(screen.getByLabelText(/End date/)).toHaveAccessibleDescription(
      'End date must not be before the start date.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the 3 highlighted fields.');
    expect(fetchMock).not.toHaveBeenCalled();

    // Correcting a field clears its message at once.
    await user.type(title, 'x');
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('creates the project with every field, then opens its page', async () => {
    const fetchMock = fakeServer({
      'POST /api/projects': () => jsonResponse({ success: true, project: created, message: 'Created.' }, 201),
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderRoutes(projectRoutes, '/projects/new');

    await user.type(screen.getByLabelText(/^Title/), '  Tape Loops ');
    await user.type(screen.getByLabelText(/Description/), 'Ambient loops on cassette.');
    await user.selectOptions(screen.getByLabelText('Type'), 'music');
    await user.click(screen.getByRole('switch', { name: 'Public project' }));
    expect(screen.getByRole('switch', { name: 'Public project' })).toHaveAttribute('aria-checked', 'false');
    await user.type(screen.getByLabelText(/Start date/), '2025-06-01');
    await user.type(screen.getByLabelText(/End date/), '2025-06-30');
    await user.type(screen.getByLabelText(/Contribution cycle/), '7');
    await user.type(screen.getByLabelText(/Goals/), 'Ten loops.');
    const skills = screen.getByLabelText(/Required skills/);
    await user.type(skills, 'tape{Enter}synths,mixing,');
    await user.type(skills, 'Tape{Enter}');
    const chips = screen.getByRole('list', { name: 'Required skills' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['tape', 'synths', 'mixing']);
    await user.click(screen.getByRole('button', { name: 'Remove synths' }));

    await user.click(screen.getByRole('button', { name: 'Create project' }));
    // The new project is in the cache, so its page opens at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tape Loops' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/p9');
    expect(callsTo(fetchMock, 'GET', '/api/projects/p9')).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/projects')).toEqual([
      {
        name: 'Tape Loops',
        description: 'Ambient loops on cassette.',
        projectType: 'music',
        isPublic: false,
        coverImageUrl: null,
        startDate: Date.UTC(2025, 5, 1) / 1000,
        endDate: Date.UTC(2025, 5, 30) / 1000,
        contributionCycleDays: 7,
        goals: 'Ten loops.',
        requiredSkills: ['tape', 'mixing'],
      },
    ]);
    expect(queryClient.getQueryData(['projects', 'detail', 'p9'])).toMatchObject({ title: 'Tape Loops' });
  });

  it('from /workspace/new, opens the new project in its workspace', async () => {
    fakeServer({
      'POST /api/projects': () => jsonResponse({ success: true, project: created, message: 'Created.' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(projectRoutes, '/workspace/new');
    await user.type(screen.getByLabelText(/^Title/), 'Tape Loops');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await screen.findByText(/Now at \/workspace\/p9/);
    expect(router.state.location.pathname).toBe('/workspace/p9');
  });

  it("says 'Failed to create project.' and the server's sentence", async () => {
    fakeServer({
      'POST /api/projects': () =>
        errorResponse(400, 'Cover image address must start with http://, https:// or /.'),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(projectRoutes, '/projects/new');
    await user.type(screen.getByLabelText(/^Title/), 'Tape Loops');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Failed to create project.')).toBeInTheDocument();
    expect(
      within(alert).getByText('Cover image address must start with http://, https:// or /.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/new');
  });

  it('uploads a cover with a progress bar and a preview, and can remove it', async () => {
    const requests: Array<{ url: string; body: FormData; progress: (n: number) => void; done: () => void }> =
      [];
    class FakeXhr {
      upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      withCredentials = false;
      status = 0;
      responseText = '';
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      abort() {
        this.onabort?.();
      }
      send(body: FormData) {
        requests.push({
          url: this.url,
          body,
          progress: (loaded) => this.upload.onprogress?.({ loaded, total: 100, lengthComputable: true }),
          done: () => {
            this.status = 201;
            this.responseText = JSON.stringify({
              success: true,
              media: serverMedia({ title: 'cover', visibility: 'public' }),
            });
            this.onload?.();
          },
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = fakeServer({
      'POST /api/projects': () => jsonResponse({ success: true, project: created, message: 'Created.' }, 201),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/new');

    await user.upload(
      screen.getByLabelText('Cover image'),
      new File(['x'], 'cover.png', { type: 'image/png' }),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/media');
    // A cover is shown to everyone: it goes up public.
    expect(requests[0]?.body.get('visibility')).toBe('public');
    act(() => requests[0]?.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading cover image' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('button', { name: 'Create project' })).toBeDisabled();

    await act(async () => requests[0]?.done());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', '/media/m1.png');

    await user.click(screen.getByRole('button', { name: 'Remove cover' }));
    expect(screen.queryByRole('img', { name: 'Cover preview' })).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File(['x'], 'cover.png', { type: 'image/png' }),
    );
    await act(async () => requests[1]?.done());

    await user.type(screen.getByLabelText(/^Title/), 'Tape Loops');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await screen.findByRole('heading', { level: 1, name: 'Tape Loops' });
    expect(callsTo(fetchMock, 'POST', '/api/projects')[0]).toMatchObject({ coverImageUrl: '/media/m1.png' });
  });

  it('takes a cover from the library: images only', async () => {
    const poster = serverMedia({ mediaId: 'm7', title: 'Poster', url: '/media/m7.png' });
    const fetchMock = fakeServer({
      'GET /api/media?kind=image&limit=24': () =>
        jsonResponse({ success: true, media: [poster], nextCursor: null }),
      'POST /api/projects': () => jsonResponse({ success: true, project: created, message: 'Created.' }, 201),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/new');

    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const picker = screen.getByRole('dialog', { name: 'Choose a cover image' });
    await user.click(await within(picker).findByRole('button', { name: /Poster/ }));
    expect(screen.getByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', '/media/m7.png');

    await user.type(screen.getByLabelText(/^Title/), 'Tape Loops');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await screen.findByRole('heading', { level: 1, name: 'Tape Loops' });
    expect(callsTo(fetchMock, 'POST', '/api/projects')[0]).toMatchObject({ coverImageUrl: '/media/m7.png' });
  });

  it('refuses a file that is not an image before uploading', async () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    fakeServer({});
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(projectRoutes, '/projects/new');
    await user.upload(
      screen.getByLabelText('Cover image'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    expect(xhr).not.toHaveBeenCalled();
  });

  it('refuses a 21st skill with the contract’s message', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/new');
    const skills = screen.getByLabelText(/Required skills/);
    fireEvent.change(skills, {
      target: { value: `${Array.from({ length: 21 }, (_, i) => `s${i}`).join(',')},` },
    });
    expect(
      within(screen.getByRole('list', { name: 'Required skills' })).getAllByRole('listitem'),
    ).toHaveLength(20);
    expect(skills).toHaveAccessibleDescription(expect.stringContaining('At most 20 skills.'));
    await user.click(screen.getByRole('button', { name: 'Remove s0' }));
    expect(skills).not.toHaveAccessibleDescription(expect.stringContaining('At most 20 skills.'));
  });
});

describe('the project form: /projects/edit/{id}', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  const mineAsOwner = serverProject({
    userRoleInProject: 'owner',
    startDate: Date.UTC(2025, 4, 1) / 1000,
    endDate: null,
    contributionCycleDays: 14,
  });

  it('fills in the project and says "Failed to update project p1." when saving fails', async () => {
    fakeServer({
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: mineAsOwner }),
      'PUT /api/projects/p1': () => errorResponse(500, 'Something went wrong on our side.'),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/edit/p1');
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Night Drive');
    expect(screen.getByLabelText(/Description/)).toHaveValue('A synthwave EP made by five people.');
    expect(screen.getByLabelText('Type')).toHaveValue('music');
    expect(screen.getByLabelText(/Start date/)).toHaveValue('2025-05-01');
    expect(screen.getByLabelText(/End date/)).toHaveValue('');
    expect(screen.getByLabelText(/Contribution cycle/)).toHaveValue(14);
    expect(screen.getByLabelText(/Goals/)).toHaveValue('Finish four tracks.');
    expect(
      within(screen.getByRole('list', { name: 'Required skills' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['synths', 'mixing']);

    await user.clear(title);
    await user.type(title, 'Night Drive II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Failed to update project p1.')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeInTheDocument();
  });

  it('saves and returns to the project page', async () => {
    const fetchMock = fakeServer({
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: mineAsOwner }),
      'PUT /api/projects/p1': () =>
        jsonResponse({ success: true, project: { ...mineAsOwner, name: 'Night Drive II' } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(projectRoutes, '/projects/edit/p1');
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Night Drive II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive II' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/p1');
    expect(callsTo(fetchMock, 'PUT', '/api/projects/p1')[0]).toMatchObject({
      name: 'Night Drive II',
      startDate: Date.UTC(2025, 4, 1) / 1000,
      endDate: null,
      contributionCycleDays: 14,
      requiredSkills: ['synths', 'mixing'],
    });
  });

  it('tells someone who is not the owner that only the owner can edit', async () => {
    signIn(otherUser);
    fakeServer({
      'GET /api/projects/p1': () =>
        jsonResponse({ success: true, project: serverProject({ userRoleInProject: 'contributor' }) }),
    });
    renderRoutes(projectRoutes, '/projects/edit/p1');
    expect(
      await screen.findByRole('heading', { name: 'Only the owner can edit this project.' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });
});
