import { InviteLinkMadeAnswer, InviteLinksAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';

// Invite links (docs/design/bringing-people-in.md §1): made, previewed, used, used up, revoked.
const t = useTestApp();

type Person = Awaited<ReturnType<typeof register>>;
const make = (who: Person, projectId: string, body: unknown = {}) =>
  call(t.app, 'POST', `/api/projects/${projectId}/invite-links`, who.cookie, body);
const accept = (who: Person, token: string) =>
  call(t.app, 'POST', `/api/invite-links/${token}/accept`, who.cookie);
const preview = (token: string) => call(t.app, 'GET', `/api/invite-links/${token}`);
const gone = { error: 'This invitation link no longer works.', code: 'INVITE_LINK_GONE' };

describe('invite links', () => {
  it('let whoever holds one into a private project with its role, as many times as it allows', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false, name: 'Night Shift' });
    const made = await make(owner, projectId, { role: 'editor', maxUses: 2, expiresInHours: 48 });
    expect(made.statusCode).toBe(201);
    const { link, token, path } = InviteLinkMadeAnswer.parse(made.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(path).toBe(`/invite/${token}`);
    expect(link).toMatchObject({ role: 'editor', maxUses: 2, uses: 0, live: true, revokedAt: null });
    expect(link.expiresAt).toBeGreaterThan(Date.now() / 1000 + 47 * 3600);

    // Signed out, the link shows what it opens — and nothing else does.
    const seen = await preview(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      subject: { kind: 'project', id: projectId, name: 'Night Shift', isPublic: false },
      email: null,
      invitedBy: { userId: owner.user.id },
      role: 'editor',
    });
    expect((await getProject(t.app, projectId)).statusCode).toBe(404);

    const [first, second, third] = [await register(t.app), await register(t.app), await register(t.app)];
    expect((await accept(first, token)).json()).toMatchObject({
      success: true,
      subject: { kind: 'project', id: projectId },
      role: 'editor',
    });
    expect((await getProject(t.app, projectId, first.cookie)).json().project.userRoleInProject).toBe(
      'editor',
    );
    // A member using it again takes no use.
    expect((await accept(first, token)).json()).toMatchObject({ code: 'ALREADY_MEMBER' });
    expect((await accept(second, token)).statusCode).toBe(200);
    // Used up: one answer for every way a link stops working.
    expect((await accept(third, token)).json()).toMatchObject(gone);
    expect((await preview(token)).json()).toMatchObject(gone);
    const [listed] = InviteLinksAnswer.parse(
      (await call(t.app, 'GET', `/api/projects/${projectId}/invite-links`, owner.cookie)).json(),
    ).links;
    expect(listed).toMatchObject({ uses: 2, live: false });
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('stop working once revoked; unknown and malformed tokens are the same 404', async () => {
    const owner = await register(t.app);
    const editor = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const invite = InviteLinkMadeAnswer.parse((await make(owner, projectId, { role: 'editor' })).json());
    await accept(editor, invite.token);
    const { link, token } = InviteLinkMadeAnswer.parse((await make(editor, projectId)).json());
    expect(link).toMatchObject({ role: 'contributor', maxUses: null });
    expect(
      (await call(t.app, 'DELETE', `/api/projects/${projectId}/invite-links/${link.linkId}`, owner.cookie))
        .statusCode,
    ).toBe(200);
    const late = await register(t.app);
    for (const attempt of [token, 'x'.repeat(43), 'short'])
      expect((await accept(late, attempt)).json()).toMatchObject(gone);
    expect((await preview(token)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/projects/${projectId}/invite-links/${link.linkId}`, owner.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('are made by the owner and editors only, and editor links by the owner alone; bad bodies change nothing', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie);
    const member = await register(t.app);
    await call(t.app, 'POST', `/api/projects/${projectId}/join`, member.cookie);
    expect((await make(member, projectId)).json()).toMatchObject({ code: 'NOT_AN_EDITOR' });
    const editorLink = InviteLinkMadeAnswer.parse((await make(owner, projectId, { role: 'editor' })).json());
    const editor = await register(t.app);
    await accept(editor, editorLink.token);
    expect((await make(editor, projectId, { role: 'editor' })).json()).toMatchObject({
      code: 'NOT_THE_OWNER',
    });
    for (const body of [{ maxUses: 0 }, { expiresInHours: 24 * 31 }, { role: 'owner' }, { maxUses: 1.5 }])
      expect((await make(owner, projectId, body)).statusCode).toBe(400);
    expect((await make(await register(t.app), projectId)).statusCode).toBe(403);
    expect(
      InviteLinksAnswer.parse(
        (await call(t.app, 'GET', `/api/projects/${projectId}/invite-links`, owner.cookie)).json(),
      ).links,
    ).toHaveLength(1);
    expect((await call(t.app, 'POST', `/api/invite-links/${editorLink.token}/accept`)).statusCode).toBe(401);
  });
});
