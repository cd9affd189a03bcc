import {
  CollectiveAnswer,
  InvitationAnswer,
  InvitationsAnswer,
  InviteLinkMadeAnswer,
  InviteLinkPreviewAnswer,
} from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { collectivesKit, uniqueName } from '../../../test/kits/collectives';
import type { Person } from '../../../test/kits/friends';
import { call, getProject } from '../../../test/kits/projects';

// Invitations and links to a collective, and an invitation by email's sign-up link
// (docs/design/bringing-people-in.md §1–2).
const t = useTestApp();
const k = collectivesKit(t);

const refusal = (response: { statusCode: number; json: () => { code: string } }) => ({
  status: response.statusCode,
  ...response.json(),
});

/** An invite-only collective founded through the API, with a moderator and a plain member. */
async function inviteOnly() {
  const [founder, moderator, member] = [await register(t.app), await register(t.app), await register(t.app)];
  const made = await call(t.app, 'POST', '/api/collectives', founder.cookie, {
    name: uniqueName('Closed Circle'),
    visibility: 'invite_only',
  });
  const id = CollectiveAnswer.parse(made.json()).collective.collectiveId;
  for (const who of [moderator, member]) {
    const invitation = await invite(founder, id, { username: who.user.username });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const { invitationId } = InvitationAnswer.parse(invitation.json()).invitation;
    expect(
      (await call(t.app, 'POST', `/api/invitations/${invitationId}/accept`, who.cookie)).statusCode,
    ).toBe(200);
  }
  expect(
    (
      await call(t.app, 'PUT', `/api/collectives/${id}/members/${moderator.user.id}`, founder.cookie, {
        role: 'moderator',
      })
    ).statusCode,
  ).toBe(200);
  return { id, founder, moderator, member };
}

const invite = (who: Person, id: string, body: unknown) =>
  call(t.app, 'POST', `/api/collectives/${id}/invitations`, who.cookie, body);

describe('invitations to a collective', () => {
  it('let the founder and moderators bring people into an invite-only collective', async () => {
    const { id, moderator, member } = await inviteOnly();
    const newcomer = await register(t.app);
    expect(refusal(await k.join(id, newcomer))).toMatchObject({ status: 403, code: 'INVITE_ONLY' });
    expect(refusal(await invite(member, id, { username: newcomer.user.username }))).toMatchObject({
      status: 403,
      code: 'NOT_A_MODERATOR',
    });
    expect(
      refusal(await invite(moderator, id, { username: newcomer.user.username, role: 'editor' })),
    ).toMatchObject({
      status: 400,
    });
    const sent = await invite(moderator, id, { username: newcomer.user.username });
    expect(sent.statusCode, sent.body).toBe(201);
    const { invitation } = InvitationAnswer.parse(sent.json());
    expect(invitation).toMatchObject({ subject: { kind: 'collective', id, isPublic: true }, role: 'member' });
    const listed = InvitationsAnswer.parse(
      (await call(t.app, 'GET', '/api/me/invitations', newcomer.cookie)).json(),
    );
    expect(listed.invitations.map((i) => i.invitationId)).toEqual([invitation.invitationId]);
    const team = await call(t.app, 'GET', `/api/collectives/${id}/invitations`, member.cookie);
    expect(refusal(team)).toMatchObject({ status: 403 });
    const accepted = await call(
      t.app,
      'POST',
      `/api/invitations/${invitation.invitationId}/accept`,
      newcomer.cookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const page = await k.collective(id, newcomer);
    expect(page).toMatchObject({ viewerRole: 'member', membersCount: 4 });
    expect(refusal(await invite(moderator, id, { username: newcomer.user.username }))).toMatchObject({
      status: 409,
      code: 'ALREADY_MEMBER',
    });
  });

  it('have links that let one in once, and nobody after they are revoked', async () => {
    const { id, founder, member } = await inviteOnly();
    expect(
      refusal(await call(t.app, 'POST', `/api/collectives/${id}/invite-links`, member.cookie, {})),
    ).toMatchObject({
      status: 403,
    });
    const made = await call(t.app, 'POST', `/api/collectives/${id}/invite-links`, founder.cookie, {
      maxUses: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { token, link } = InviteLinkMadeAnswer.parse(made.json());
    const preview = InviteLinkPreviewAnswer.parse(
      (await call(t.app, 'GET', `/api/invite-links/${token}`)).json(),
    );
    expect(preview).toMatchObject({ subject: { kind: 'collective', id }, role: 'member', email: null });
    const [first, second] = [await register(t.app), await register(t.app)];
    const joined = await call(t.app, 'POST', `/api/invite-links/${token}/accept`, first.cookie);
    expect(joined.json()).toMatchObject({ subject: { kind: 'collective', id }, role: 'member' });
    expect((await k.collective(id, first)).viewerRole).toBe('member');
    expect(
      refusal(await call(t.app, 'POST', `/api/invite-links/${token}/accept`, second.cookie)),
    ).toMatchObject({
      status: 404,
      code: 'INVITE_LINK_GONE',
    });
    const again = InviteLinkMadeAnswer.parse(
      (await call(t.app, 'POST', `/api/collectives/${id}/invite-links`, founder.cookie, {})).json(),
    );
    expect(
      (
        await call(
          t.app,
          'DELETE',
          `/api/collectives/${id}/invite-links/${again.link.linkId}`,
          founder.cookie,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      refusal(await call(t.app, 'POST', `/api/invite-links/${again.token}/accept`, second.cookie)),
    ).toMatchObject({
      status: 404,
      code: 'INVITE_LINK_GONE',
    });
    // A project's route never revokes a collective's link.
    const { projectId } = await createProject(t.app, founder.cookie);
    expect(
      (await call(t.app, 'DELETE', `/api/projects/${projectId}/invite-links/${link.linkId}`, founder.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('go with the collective when it is deleted', async () => {
    const { id, founder } = await inviteOnly();
    const invitee = await register(t.app);
    const { invitation } = InvitationAnswer.parse(
      (await invite(founder, id, { username: invitee.user.username })).json(),
    );
    const { token } = InviteLinkMadeAnswer.parse(
      (await call(t.app, 'POST', `/api/collectives/${id}/invite-links`, founder.cookie, {})).json(),
    );
    expect((await call(t.app, 'DELETE', `/api/collectives/${id}`, founder.cookie)).statusCode).toBe(200);
    expect(
      InvitationsAnswer.parse((await call(t.app, 'GET', '/api/me/invitations', invitee.cookie)).json())
        .invitations,
    ).toEqual([]);
    expect(
      (await call(t.app, 'POST', `/api/invitations/${invitation.invitationId}/accept`, invitee.cookie))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/invite-links/${token}`)).statusCode).toBe(404);
  });
});

describe('an invitation by email', () => {
  it('comes with a one-use sign-up link that lands a new account in the private project', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false, name: 'Night Bus' });
    const email = `new-${process.pid}-${Date.now()}@example.org`;
    const sent = await call(t.app, 'POST', `/api/projects/${projectId}/invitations`, owner.cookie, {
      email: email.toUpperCase(),
      role: 'editor',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const first = InvitationAnswer.parse(sent.json());
    expect(first.signUpPath).toMatch(/^\/invite\/[A-Za-z0-9_-]{43,}$/);
    // Asked again, a new link; the first stops working.
    const again = InvitationAnswer.parse(
      (
        await call(t.app, 'POST', `/api/projects/${projectId}/invitations`, owner.cookie, {
          email,
          role: 'editor',
        })
      ).json(),
    );
    expect(again.invitation.invitationId).toBe(first.invitation.invitationId);
    const oldToken = (first.signUpPath as string).slice('/invite/'.length);
    const token = (again.signUpPath as string).slice('/invite/'.length);
    expect((await call(t.app, 'GET', `/api/invite-links/${oldToken}`)).statusCode).toBe(404);
    const preview = InviteLinkPreviewAnswer.parse(
      (await call(t.app, 'GET', `/api/invite-links/${token}`)).json(),
    );
    expect(preview).toMatchObject({
      subject: { kind: 'project', id: projectId, name: 'Night Bus' },
      role: 'editor',
      email,
    });
    // The team's list of links is the links it shares, not invitations' sign-up links.
    expect(
      (await call(t.app, 'GET', `/api/projects/${projectId}/invite-links`, owner.cookie)).json().links,
    ).toEqual([]);
    const newcomer = await register(t.app);
    const joined = await call(t.app, 'POST', `/api/invite-links/${token}/accept`, newcomer.cookie);
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await getProject(t.app, projectId, newcomer.cookie)).json().project.userRoleInProject).toBe(
      'editor',
    );
    const team = InvitationsAnswer.parse(
      (await call(t.app, 'GET', `/api/projects/${projectId}/invitations`, owner.cookie)).json(),
    );
    expect(team.invitations[0]).toMatchObject({ state: 'accepted', invitee: { userId: newcomer.user.id } });
    const late = await register(t.app);
    expect((await call(t.app, 'POST', `/api/invite-links/${token}/accept`, late.cookie)).statusCode).toBe(
      404,
    );
  });

  it('stops its link when withdrawn', async () => {
    const owner = await register(t.app);
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false });
    const sent = InvitationAnswer.parse(
      (
        await call(t.app, 'POST', `/api/projects/${projectId}/invitations`, owner.cookie, {
          email: `w-${Date.now()}@example.org`,
        })
      ).json(),
    );
    const { invitationId } = sent.invitation;
    expect(
      (await call(t.app, 'DELETE', `/api/projects/${projectId}/invitations/${invitationId}`, owner.cookie))
        .statusCode,
    ).toBe(200);
    const token = (sent.signUpPath as string).slice('/invite/'.length);
    expect((await call(t.app, 'GET', `/api/invite-links/${token}`)).statusCode).toBe(404);
  });
});
