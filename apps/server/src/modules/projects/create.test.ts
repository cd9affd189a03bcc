import { CreateProjectAnswer } from '@create-together/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { call } from '../../../test/kits/projects';
import { projectMembers, projects } from '../../db/schema';

const t = useTestApp();
const create = (cookie: string | undefined, payload: unknown) =>
  call(t.app, 'POST', '/api/projects', cookie, payload);

describe('POST /api/projects', () => {
  it('creates with only a name, taking every default, and the creator becomes its owner', async () => {
    const { cookie, user } = await register(t.app);
    const before = Math.floor(Date.now() / 1000);
    const response = await create(cookie, { name: '  Night Drive  ' });
    expect(response.statusCode).toBe(201);
    const body = CreateProjectAnswer.parse(response.json());
    expect(body.message).toBe('Project created.');
    const project = body.project;
    expect(project).toMatchObject({
      name: 'Night Drive',
      description: '',
      ownerUserId: user.id,
      owner: { userId: user.id, username: user.username, avatarUrl: null },
      projectType: 'other',
      status: 'active',
      isPublic: true,
      coverImageUrl: null,
      startDate: null,
      endDate: null,
      contributionCycleDays: null,
      goals: '',
      requiredSkills: [],
      requiredSkillsJson: '[]',
      userRoleInProject: 'owner',
      likedByMe: false,
      stats: { likes: 0, comments: 0, views: 0 },
      contributors: [
        { userId: user.id, username: user.username, fullName: user.username, avatarUrl: null, role: 'owner' },
      ],
      workspace: { mainContent: '' },
    });
    // Seconds, not milliseconds.
    expect(project.createdAt).toBeGreaterThanOrEqual(before - 1);
    expect(project.createdAt).toBeLessThan(before + 60);
    expect(project.updatedAt).toBe(project.createdAt);
    expect(project.workspace.lastUpdated).toBeGreaterThanOrEqual(before - 1);

    const [member] = await t.db
      .select()
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.projectId), eq(projectMembers.userId, user.id)));
    expect(member?.role).toBe('owner');
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.projectId));
    expect(row?.membersCount).toBe(1);
  });

  it('stores every field sent', async () => {
    const { cookie } = await register(t.app);
    const response = await create(cookie, {
      name: 'Lo-fi Tapes',
      description: 'Beats to study to.',
      projectType: 'music',
      isPublic: false,
      coverImageUrl: 'https://example.com/cover.jpg',
      startDate: 1_800_000_000,
      endDate: 1_800_086_400,
      contributionCycleDays: 7,
      goals: 'Ten tracks.',
      requiredSkills: [' Mixing ', 'Synth'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().project).toMatchObject({
      description: 'Beats to study to.',
      projectType: 'music',
      isPublic: false,
      coverImageUrl: 'https://example.com/cover.jpg',
      startDate: 1_800_000_000,
      endDate: 1_800_086_400,
      contributionCycleDays: 7,
      goals: 'Ten tracks.',
      requiredSkills: ['Mixing', 'Synth'],
      requiredSkillsJson: '["Mixing","Synth"]',
    });
  });

  it('accepts equal start and end dates', async () => {
    const { cookie } = await register(t.app);
    const response = await create(cookie, {
      name: 'One day',
      startDate: 1_800_000_000,
      endDate: 1_800_000_000,
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 401 without a session', async () => {
    const response = await create(undefined, { name: 'Nope' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it.each([
    ['no name', {}, 'name: Name is required.'],
    ['an empty name', { name: '   ' }, 'name: Project name is required.'],
    ['an over-long name', { name: 'x'.repeat(121) }, 'name: Project name must be at most 120 characters.'],
    [
      'an unknown type',
      { name: 'A', projectType: 'cooking' },
      'projectType: Project type is not one we know.',
    ],
    ['isPublic as text', { name: 'A', isPublic: 'yes' }, 'isPublic: Is public must be true or false.'],
    [
      'a javascript: cover',
      { name: 'A', coverImageUrl: 'javascript:alert(1)' },
      'coverImageUrl: Cover image address must start with http://, https:// or /.',
    ],
    [
      'a fractional start date',
      { name: 'A', startDate: 1.5 },
      'startDate: Start date must be a whole number.',
    ],
    [
      'an end before the start',
      { name: 'A', startDate: 1_800_000_000, endDate: 1_799_999_999 },
      'endDate: End date must not be before the start date.',
    ],
    [
      'a cycle of 0 days',
      { name: 'A', contributionCycleDays: 0 },
      'contributionCycleDays: Contribution cycle must be at least 1 day.',
    ],
    [
      'a cycle over a year',
      { name: 'A', contributionCycleDays: 366 },
      'contributionCycleDays: Contribution cycle must be at most 365 days.',
    ],
    [
      'too many skills',
      { name: 'A', requiredSkills: Array.from({ length: 21 }, (_, i) => `s${i}`) },
      'requiredSkills: At most 20 skills.',
    ],
    ['an empty skill', { name: 'A', requiredSkills: [' '] }, 'requiredSkills.0: Skills cannot be empty.'],
    [
      'an over-long description',
      { name: 'A', description: 'd'.repeat(5001) },
      'description: Description must be at most 5000 characters.',
    ],
    ['a body that is not an object', [1, 2], 'body: The request body must be a JSON object.'],
  ])('answers 400 for %s, naming the field', async (_label, payload, message) => {
    const { cookie } = await register(t.app);
    const response = await create(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      error: message,
    });
  });
});
