import { describe, expect, it } from 'vitest';
import { createProject, joinProject, register, useTestApp } from '../../../test/helper';

const t = useTestApp();

const activity = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me/activity', headers: cookie ? { cookie } : {} });

describe('GET /api/me/activity', () => {
  it('needs a session', async () => {
    expect((await activity()).statusCode).toBe(401);
  });

  it("tells a member what happened in their projects, newest first, and nothing of others'", async () => {
    const owner = await register(t.app);
    const member = await register(t.app);
    const stranger = await register(t.app);
    const project = await createProject(t.app, owner.cookie, { name: 'Lantern Songs' });
    await joinProject(t.app, member.cookie, project.projectId);
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.projectId}/contributions`,
      headers: { cookie: member.cookie },
      payload: { content: '## Verse\n\nMoths circle the **lantern**.' },
    });
    const contributionId = proposed.json().contribution.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.projectId}/contributions/${contributionId}/merge`,
      headers: { cookie: owner.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.projectId}/comments`,
      headers: { cookie: stranger.cookie },
      payload: { content: 'Love the chorus.' },
    });

    const response = await activity(owner.cookie);
    const answer = response.json();
    expect(answer.success).toBe(true);
    const seen = answer.activity.map((item: { type: string; actor: { username: string } }) => [
      item.type,
      item.actor.username,
    ]);
    expect(seen).toEqual([
      ['comment_added', stranger.user.username],
      ['contribution_merged', owner.user.username],
      ['contribution_proposed', member.user.username],
      ['member_joined', member.user.username],
      ['project_created', owner.user.username],
    ]);
    const merged = answer.activity[1];
    expect(merged.project).toEqual({ projectId: project.projectId, name: 'Lantern Songs' });
    expect(merged.excerpt).toBe('Verse Moths circle the lantern.');
    expect(merged.activityId).toBe(`contribution_merged:${contributionId}`);
    expect(typeof merged.at).toBe('number');

    // The member sees the same project's events; someone who only commented is not a member.
    expect((await activity(member.cookie)).json().activity).toHaveLength(5);
    expect((await activity(stranger.cookie)).json().activity).toEqual([]);
  });
});
