import { InvitationAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../../test/helper';
import { useMailbox } from '../../../test/kits/mail';
import { call, getProject } from '../../../test/kits/projects';

// With mail on, an invitation by email goes out by mail: its sign-up link, to the address invited.
const mailbox = useMailbox();
const t = useTestApp(() => ({ mail: mailbox.config(), appOrigins: ['https://music.example'] }));

describe('an invitation by email, with mail on', () => {
  it('is mailed its sign-up link, which brings the newcomer into the project', async () => {
    const owner = await register(t.app);
    await mailbox.next(owner.body.email); // the owner's own address confirmation
    const { projectId } = await createProject(t.app, owner.cookie, { isPublic: false, name: 'Night Drive' });
    const email = `newcomer-${Date.now()}@example.com`;
    const sent = await call(t.app, 'POST', `/api/projects/${projectId}/invitations`, owner.cookie, {
      email,
      role: 'editor',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = InvitationAnswer.parse(sent.json());
    expect(answer.mailed).toBe(true);

    const mail = await mailbox.next(email);
    expect(mail.subject).toBe(`${owner.user.username} invited you to Night Drive on Create Together`);
    const link = mail.link('/invite/');
    expect(link.origin).toBe('https://music.example');
    expect(link.pathname).toBe(answer.signUpPath);

    const newcomer = await register(t.app);
    const token = link.pathname.slice('/invite/'.length);
    expect((await call(t.app, 'POST', `/api/invite-links/${token}/accept`, newcomer.cookie)).statusCode).toBe(
      200,
    );
    expect((await getProject(t.app, projectId, newcomer.cookie)).json().project.userRoleInProject).toBe(
      'editor',
    );
  });

  it('is not mailed when someone is invited by name: they are told in the app', async () => {
    const [owner, friend] = [await register(t.app), await register(t.app)];
    const { projectId } = await createProject(t.app, owner.cookie);
    const sent = await call(t.app, 'POST', `/api/projects/${projectId}/invitations`, owner.cookie, {
      username: friend.user.username,
    });
    expect(InvitationAnswer.parse(sent.json())).toMatchObject({ mailed: false, signUpPath: null });
  });
});
