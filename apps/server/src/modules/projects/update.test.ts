import { ProjectAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';

const t = useTestApp();
const put = (projectId: string, cookie: string | undefined, payload: unknown) =>
  call(t.app, 'PUT', `/api/projects/${projectId}`, cookie, payload);

describe('PUT /api/projects/{id}', () => {
  it('changes only the fields sent and answers the whole project', async () => {
    const owner = await register(t.app);
    const created = await createProject(t.app, owner.cookie, {
      name: 'Before',
      description: 'Kept.',
      requiredSkills: ['Ink'],
      contributionCycleDays: 3,
    });
    const response = await put(created.projectId, owner.cookie, {
      name: 'After',
      projectType: 'art',
      requiredSkills: ['Ink', 'Watercolour'],
      coverImageUrl: '/media/cover.png',
    });
    expect(response.statusCode).toBe(200);
    const { project } = ProjectAnswer.parse(response.json());
    expect(project).toMatchObject({
      projectId: created.projectId,
      name: 'After',
      description: 'Kept.',
      projectType: 'art',
      requiredSkills: ['Ink', 'Watercolour'],
      requiredSkillsJson: '["Ink","Watercolour"]',
      coverImageUrl: '/media/cover.png',
      contributionCycleDays: 3,
      userRoleInProject: 'owner',
    });
    expect(project.updatedAt).toBeGreaterThanOrEqual(created.updatedAt as number);

    // Nullable fields can be cleared.
    const cleared = await put(created.projectId, owner.cookie, {
      coverImageUrl: null,
      contributionCycleDays: null,
    });
    expect(cleared.json().project).toMatchObject({
      coverImageUrl: null,
      contributionCycleDays: null,
      name: 'After',
    });
  });

  it.each(['archived', 'completed', 'active'] as const)(
    'lets the owner set the status to %s',
    async (status) => {
      const owner = await register(t.app);
      const { projectId } = await createProject(t.app, owner.cookie);
      const response = await put(projectId, owner.cookie, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().project.status).toBe(status);
      expect((await getProject(t.app, projectId)).json().project.status).toBe(status);
    },
  );

  it('checks a new end date against the stored start date, and a new start against the stored end', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, {
      startDate: 1_800_000_000,
      endDate: 1_800_001_000,
    });
    const message = 'endDate: End date must not be before the start date.';
    const early = await put(projectId, owner.cookie, { endDate: 1_799_999_999 });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    const late = await put(projectId, owner.cookie, { startDate: 1_800_001_001 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(message);
    // Both sent: the contract's own check.
    const both = await put(projectId, owner.cookie, { startDate: 10, endDate: 5 });
    expect(both.json().message).toBe(message);
    // Nothing was stored by the refused updates.
    expect((await getProject(t.app, projectId)).json().project).toMatchObject({
      startDate: 1_800_000_000,
      endDate: 1_800_001_000,
    });
    // Clearing the start lifts the constraint; moving both together is fine.
    expect((await put(projectId, owner.cookie, { startDate: null, endDate: 5 })).statusCode).toBe(200);
    expect((await put(projectId, owner.cookie, { startDate: 5 })).statusCode).toBe(200);
  });

  it('answers 403 NOT_THE_OWNER to a member and to a stranger who can see the project', async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { name: 'Mine' });
    await joinProject(t.app, member.cookie, projectId);
    for (const cookie of [member.cookie, stranger.cookie]) {
      const response = await put(projectId, cookie, { name: 'Theirs' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'NOT_THE_OWNER',
        message: 'Only the owner of this project can change it.',
      });
    }
    expect((await getProject(t.app, projectId)).json().project.name).toBe('Mine');
  });

  it('answers 404 to a stranger for a private project, and for an unknown id', async () => {
    const owner = await register(t.app);
    const stranger = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    expect((await put(projectId, stranger.cookie, { name: 'X' })).statusCode).toBe(404);
    const unknown = await put('00000000-0000-4000-8000-000000000000', owner.cookie, { name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Project not found.');
  });

  it('answers 401 without a session', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    expect((await put(projectId, undefined, { name: 'X' })).statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}, 'body: Send at least one field to change.'],
    ['an unknown status', { status: 'deleted' }, 'status: Status must be active, archived or completed.'],
    ['an empty name', { name: '' }, 'name: Project name is required.'],
    ['a negative date', { endDate: -1 }, 'endDate: Too small: expected number to be >=0'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const response = await put(projectId, owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
