import { describe, expect, it } from 'vitest';
import { createProject, useTestApp } from '../../../test/helper';
import { collectivesKit } from '../../../test/kits/collectives';
import { ONLY_MEMBERS_ADD_PROJECTS, PROJECT_IN_OTHER_COLLECTIVE, PROJECT_NOT_IN_COLLECTIVE } from './service';

const t = useTestApp();
const k = collectivesKit(t);

const failure = (message: string, code: string) => ({ success: false, error: message, message, code });

describe('PUT /api/collectives/{id}/projects/{projectId}', () => {
  it('lets a member add a project they own, once however often they ask', async () => {
    const [founder, member] = [await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    const project = await createProject(t.app, member.cookie);
    for (let i = 0; i < 2; i++) {
      const response = await k.addProject(id, project.projectId, member);
      expect(response.statusCode).toBe(200);
      expect(k.summaryOf(response)).toMatchObject({
        collectiveId: id,
        projectsCount: 1,
        viewerRole: 'member',
      });
    }
    expect(await k.collectiveOfProject(project.projectId)).toBe(id);
    expect((await k.collective(id)).projects.map((p) => p.projectId)).toEqual([project.projectId]);
  });

  it('refuses someone outside the collective with 403, even for their own project', async () => {
    const [founder, outsider] = [await k.person(), await k.person()];
    const id = await k.make(founder);
    const project = await createProject(t.app, outsider.cookie);
    const response = await k.addProject(id, project.projectId, outsider);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(failure(ONLY_MEMBERS_ADD_PROJECTS, 'NOT_A_MEMBER'));
    expect(await k.collectiveOfProject(project.projectId)).toBeNull();
  });

  it('refuses a member someone else’s project: 403 when they can see it, 404 when it is private', async () => {
    const [founder, member, owner] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder, [member, owner]);
    const open = await createProject(t.app, owner.cookie);
    const secret = await createProject(t.app, owner.cookie, { isPublic: false });

    const forbidden = await k.addProject(id, open.projectId, member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(
      failure('Only the owner of this project can add it to a collective.', 'NOT_THE_OWNER'),
    );
    const hidden = await k.addProject(id, secret.projectId, member);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(failure('Project not found.', 'PROJECT_NOT_FOUND'));
    // The founder has no say over a member's project either.
    expect((await k.addProject(id, open.projectId, founder)).statusCode).toBe(403);
    expect(await k.collectiveOfProject(open.projectId)).toBeNull();
  });

  it('keeps a project in one collective at most (409 for a second)', async () => {
    const owner = await k.person();
    const first = await k.make(owner);
    const second = await k.make(owner);
    const project = await createProject(t.app, owner.cookie);
    expect((await k.addProject(first, project.projectId, owner)).statusCode).toBe(200);
    const response = await k.addProject(second, project.projectId, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(failure(PROJECT_IN_OTHER_COLLECTIVE, 'PROJECT_IN_OTHER_COLLECTIVE'));
    expect(await k.collectiveOfProject(project.projectId)).toBe(first);

    // Two collectives asking at the same instant: exactly one gets it.
    const contested = await createProject(t.app, owner.cookie);
    const answers = await Promise.all(
      [first, second].map((id) => k.addProject(id, contested.projectId, owner)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 401 when signed out and 404 for an unknown collective or project', async () => {
    const owner = await k.person();
    const id = await k.make(owner);
    const project = await createProject(t.app, owner.cookie);
    expect((await k.addProject(id, project.projectId)).statusCode).toBe(401);
    expect((await k.addProject('nope', project.projectId, owner)).statusCode).toBe(404);
    expect((await k.addProject(id, 'nope', owner)).statusCode).toBe(404);
    expect((await k.addProject(id, '0f8fad5b-d9cb-469f-a165-70867728950e', owner)).statusCode).toBe(404);
  });
});

describe('DELETE /api/collectives/{id}/projects/{projectId}', () => {
  it('lets the project’s owner take it out; 404 once it is not there', async () => {
    const [founder, member] = [await k.person(), await k.person()];
    const id = await k.make(founder, [member]);
    const project = await createProject(t.app, member.cookie);
    await k.addProject(id, project.projectId, member);

    const response = await k.removeProject(id, project.projectId, member);
    expect(response.statusCode).toBe(200);
    expect(k.summaryOf(response)).toMatchObject({ projectsCount: 0 });
    expect(await k.collectiveOfProject(project.projectId)).toBeNull();

    const again = await k.removeProject(id, project.projectId, member);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(failure(PROJECT_NOT_IN_COLLECTIVE, 'PROJECT_NOT_IN_COLLECTIVE'));
  });

  it('refuses anyone but the project’s owner, the founder included', async () => {
    const [founder, member, other] = [await k.person(), await k.person(), await k.person()];
    const id = await k.make(founder, [member, other]);
    const project = await createProject(t.app, member.cookie);
    await k.addProject(id, project.projectId, member);
    for (const who of [founder, other]) {
      const response = await k.removeProject(id, project.projectId, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(
        failure('Only the owner of this project can remove it from a collective.', 'NOT_THE_OWNER'),
      );
    }
    expect((await k.removeProject(id, project.projectId)).statusCode).toBe(401);
    expect(await k.collectiveOfProject(project.projectId)).toBe(id);
  });

  it('does not take a project out of the collective it is really in', async () => {
    const owner = await k.person();
    const [home, elsewhere] = [await k.make(owner), await k.make(owner)];
    const project = await createProject(t.app, owner.cookie);
    await k.addProject(home, project.projectId, owner);
    expect((await k.removeProject(elsewhere, project.projectId, owner)).statusCode).toBe(404);
    expect(await k.collectiveOfProject(project.projectId)).toBe(home);
  });
});
