import { InvitationAnswer, InvitationsAnswer, NotificationsAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { call, getProject } from '../../../test/kits/projects';

// Invitations to a project (docs/design/bringing-people-in.md §1), through the API as its people use it.
const t = useTestApp();

type Person = Awaited<ReturnType<typeof register>>;
const invite = (who: Person, projectId: string, body: unknown) =>
  call(t.app, 'POST', `/api/projects/${projectId}/invitations`, who.cookie, body);
const mine = async (who: Person) =>
  InvitationsAnswer.parse((await call(t.app, 'GET', '/api/me/invitations', who.cookie)).json()).invitations;
const answer = (who: Person, invitationId: string, how: 'accept' | 'decline') =>
  call(t.app, 'POST', `/api/invitations/${invitationId}/${how}`, who.cookie);
/** The person's invitation notifications, unread first as the list gives them. */
const invitationNotes = async (who: Person) =>
  NotificationsAnswer.parse(
    (await call(t.app, 'GET', '/api/notifications', who.cookie)).json(),
  ).notifications.filter((note) => note.type === 'invitation');
const refusal = (response: { statusCode: number; json: () => { error: string; code: string } }) => ({
  status: response.statusCode,
  ...response.json(),
});

/** A private project and its owner, an editor and a contributor (both let in by invitation). */
async function privateBand() {
  const [owner, editor, member] = [await register(t.app), await register(t.app), await register(t.app)];
  const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
  for (const [who, role] of [
    [editor, 'editor'],
    [member, 'contributor'],
  ] as const) {
    const made = InvitationAnswer.parse(
      (await invite(owner, projectId, { username: who.user.username, role })).json(),
    );
    expect((await answer(who, made.invitation.invitationId, 'accept')).statusCode).toBe(200);
  }
  return { owner, editor, member, projectId };
}

describe('inviting people to a project', () => {
  it('lets an invited user into a private project, with the role they were given', async () => {
    const owner = await register(t.app);
    const friend = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    expect((await call(t.app, 'POST', `/api/projects/${projectId}/join`, friend.cookie)).statusCode).toBe(
      404,
    );

    const sent = await invite(owner, projectId, {
      username: friend.user.username.toUpperCase(),
      role: 'editor',
    });
    expect(sent.statusCode).toBe(201);
    const { invitation } = InvitationAnswer.parse(sent.json());
    expect(invitation).toMatchObject({
      invitee: { userId: friend.user.id, username: friend.user.username },
      invitedBy: { userId: owner.user.id },
      role: 'editor',
      state: 'pending',
      subject: { kind: 'project', id: projectId, isPublic: false },
    });
    // Asking twice answers the pending one, with the role asked for last.
    const changed = await invite(owner, projectId, { userId: friend.user.id, role: 'contributor' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().invitation).toMatchObject({
      invitationId: invitation.invitationId,
      role: 'contributor',
    });
    const again = await invite(owner, projectId, { userId: friend.user.id, role: 'editor' });
    expect(again.statusCode).toBe(200);
    expect(again.json().invitation.invitationId).toBe(invitation.invitationId);

    expect((await mine(friend)).map((each) => each.invitationId)).toEqual([invitation.invitationId]);
    const accepted = await answer(friend, invitation.invitationId, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().invitation).toMatchObject({ state: 'accepted', answeredAt: expect.any(Number) });
    const { project } = (await getProject(t.app, projectId, friend.cookie)).json();
    expect(project.userRoleInProject).toBe('editor');
    expect(await mine(friend)).toEqual([]);
    // Answered: it cannot be answered again.
    expect(refusal(await answer(friend, invitation.invitationId, 'decline'))).toMatchObject({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
  });

  it('takes editors as inviters of members, the owner alone as inviter of editors; members invite nobody', async () => {
    const { editor, member, projectId } = await privateBand();
    const newcomer = await register(t.app);
    expect(
      refusal(await invite(editor, projectId, { username: newcomer.user.username, role: 'editor' })),
    ).toMatchObject({
      status: 403,
      code: 'NOT_THE_OWNER',
      error: 'Only the owner of this project can invite editors.',
    });
    expect((await invite(editor, projectId, { username: newcomer.user.username })).statusCode).toBe(201);
    expect(refusal(await invite(member, projectId, { username: newcomer.user.username }))).toMatchObject({
      status: 403,
      code: 'NOT_AN_EDITOR',
    });
    const stranger = await register(t.app);
    expect(refusal(await invite(stranger, projectId, { username: newcomer.user.username }))).toMatchObject({
      status: 404,
      code: 'PROJECT_NOT_FOUND',
    });
  });

  it('answers a block, either way, exactly as a username nobody has, and refuses members and bad bodies', async () => {
    const { owner, member, projectId } = await privateBand();
    const [blocker, blocked] = [await register(t.app), await register(t.app)];
    await call(t.app, 'POST', '/api/me/blocks', blocker.cookie, { userId: owner.user.id });
    await call(t.app, 'POST', '/api/me/blocks', owner.cookie, { userId: blocked.user.id });
    const nobody = refusal(await invite(owner, projectId, { username: 'no_such_person' }));
    expect(nobody).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    for (const who of [blocker, blocked])
      expect(refusal(await invite(owner, projectId, { username: who.user.username }))).toEqual(nobody);
    expect(refusal(await invite(owner, projectId, { username: member.user.username }))).toMatchObject({
      status: 409,
      code: 'ALREADY_MEMBER',
    });
    expect(refusal(await invite(owner, projectId, { username: 'a', email: 'a@example.com' }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(refusal(await invite(owner, projectId, { email: 'not an address' }))).toMatchObject({
      status: 400,
    });
    expect(
      refusal(await invite(owner, projectId, { username: member.user.username, role: 'owner' })),
    ).toMatchObject({
      status: 400,
    });
    const listed = InvitationsAnswer.parse(
      (await call(t.app, 'GET', `/api/projects/${projectId}/invitations`, owner.cookie)).json(),
    ).invitations;
    expect(listed.filter((each) => each.state === 'pending')).toEqual([]);
  });

  it('invites an email, answered through its sign-up link alone; the email is shown to the team alone', async () => {
    const { owner, projectId } = await privateBand();
    const holder = await register(t.app);
    const sent = await invite(owner, projectId, { email: holder.user.email.toUpperCase() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().invitation).toMatchObject({ invitee: null, email: holder.user.email.toLowerCase() });
    // An account holding the address is not proof its holder got the mail: it neither sees nor
    // answers the invitation, and is not told of it.
    expect(await mine(holder)).toEqual([]);
    expect(refusal(await answer(holder, sent.json().invitation.invitationId, 'accept'))).toMatchObject({
      status: 404,
    });
    expect(await invitationNotes(holder)).toEqual([]);
    const token = (sent.json().signUpPath as string).slice('/invite/'.length);
    expect((await call(t.app, 'POST', `/api/invite-links/${token}/accept`, holder.cookie)).statusCode).toBe(
      200,
    );
    const { project } = (await getProject(t.app, projectId, holder.cookie)).json();
    expect(project.userRoleInProject).toBe('contributor');
  });

  it('is declined by its invitee, withdrawn by the team, and answered by nobody else', async () => {
    const { owner, editor, projectId } = await privateBand();
    const [first, second] = [await register(t.app), await register(t.app)];
    const one = (await invite(owner, projectId, { username: first.user.username })).json().invitation;
    const two = (await invite(editor, projectId, { username: second.user.username })).json().invitation;
    expect(refusal(await answer(second, one.invitationId, 'accept'))).toMatchObject({
      status: 404,
      code: 'INVITATION_NOT_FOUND',
    });
    expect((await answer(first, one.invitationId, 'decline')).statusCode).toBe(200);
    expect(
      (
        await call(
          t.app,
          'DELETE',
          `/api/projects/${projectId}/invitations/${two.invitationId}`,
          editor.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect(refusal(await answer(second, two.invitationId, 'accept'))).toMatchObject({ status: 404 });
    expect((await getProject(t.app, projectId, second.cookie)).statusCode).toBe(404);
    const states = InvitationsAnswer.parse(
      (await call(t.app, 'GET', `/api/projects/${projectId}/invitations`, owner.cookie)).json(),
    ).invitations.map((each) => [each.invitee?.username, each.state]);
    expect(states).toContainEqual([first.user.username, 'declined']);
    expect(states).toContainEqual([second.user.username, 'withdrawn']);
  });

  it('tells the invitee, and reads it once answered or withdrawn', async () => {
    const { owner, projectId } = await privateBand();
    const [byName, other] = [await register(t.app), await register(t.app)];
    const one = (await invite(owner, projectId, { username: byName.user.username })).json().invitation;
    const two = (await invite(owner, projectId, { username: other.user.username })).json().invitation;
    const { project } = (await getProject(t.app, projectId, owner.cookie)).json();
    for (const who of [byName, other])
      expect(await invitationNotes(who)).toEqual([
        expect.objectContaining({
          title: `${owner.user.username} invited you to ${project.name}`,
          link: '/invitations',
          read: false,
        }),
      ]);
    await answer(byName, one.invitationId, 'decline');
    await call(t.app, 'DELETE', `/api/projects/${projectId}/invitations/${two.invitationId}`, owner.cookie);
    for (const who of [byName, other])
      expect((await invitationNotes(who)).map((note) => note.read)).toEqual([true]);
  });

  it('stop working when whoever made them may no longer invite so, and never cross a block', async () => {
    const { owner, editor, projectId } = await privateBand();
    const [guest, linked, blocker] = [await register(t.app), await register(t.app), await register(t.app)];
    const invitation = (await invite(editor, projectId, { username: guest.user.username })).json().invitation;
    const made = await call(t.app, 'POST', `/api/projects/${projectId}/invite-links`, editor.cookie, {});
    const { token } = made.json() as { token: string };
    const blocked = (await invite(owner, projectId, { username: blocker.user.username })).json().invitation;
    await call(t.app, 'POST', '/api/me/blocks', blocker.cookie, { userId: owner.user.id });
    expect(refusal(await answer(blocker, blocked.invitationId, 'accept'))).toMatchObject({ status: 404 });
    expect(await mine(blocker)).toEqual([]);
    // The editor is removed: what they made lets nobody in.
    expect(
      (await call(t.app, 'DELETE', `/api/projects/${projectId}/members/${editor.user.id}`, owner.cookie))
        .statusCode,
    ).toBe(200);
    expect(refusal(await answer(guest, invitation.invitationId, 'accept'))).toMatchObject({ status: 404 });
    expect(
      refusal(await call(t.app, 'POST', `/api/invite-links/${token}/accept`, linked.cookie)),
    ).toMatchObject({
      status: 404,
      code: 'INVITE_LINK_GONE',
    });
    expect(
      refusal(await call(t.app, 'POST', `/api/invite-links/${token}/accept`, editor.cookie)),
    ).toMatchObject({
      status: 404,
    });
    expect((await getProject(t.app, projectId, editor.cookie)).statusCode).toBe(404);
  });
});
