import {
  ContributionAnswer,
  ContributionBody,
  ContributionParams,
  ContributionsAnswer,
  MergeAnswer,
  MergeBody,
  ProjectCreditsAnswer,
  ProjectParams,
  ReviseContributionBody,
  UserContributionsAnswer,
  UserCreditsAnswer,
  UserParams,
  VoteAnswer,
  VoteBody,
  WorkspaceAnswer,
  WorkspaceBody,
} from '@create-together/contract';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../policies/actor';
import {
  presentContribution,
  presentMergedContribution,
  presentProjectCredit,
  presentUserCredit,
  presentWorkspace,
} from './presenter';
import type { ContributionsService } from './service';

/** API.md "Workspace contributions". Routes parse (contract schemas), call the service, present. */
export const contributionsRoutes: FastifyPluginAsync<
  { contributions: ContributionsService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { contributions }) => {
  // Public: anyone who can see the project sees its contributions (and their own votes when signed in).
  app.get(
    '/projects/:id/contributions',
    { schema: { params: ProjectParams, response: { 200: ContributionsAnswer } }, onRequest: app.identify },
    async (request) => {
      const { rows, subject } = await contributions.list(request.params.id, request.auth?.user.id ?? null);
      const viewerId = request.auth?.user.id ?? null;
      return {
        success: true as const,
        contributions: rows.map((row) => presentContribution(row, subject, viewerId)),
      };
    },
  );

  app.get(
    '/users/:id/contributions',
    {
      schema: { params: UserParams, response: { 200: UserContributionsAnswer } },
      onRequest: app.identify,
    },
    async (request) => {
      const rows = await contributions.mergedBy(request.params.id, request.auth?.user.id ?? null);
      return { success: true as const, contributions: rows.map(presentMergedContribution) };
    },
  );

  app.get(
    '/projects/:id/credits',
    { schema: { params: ProjectParams, response: { 200: ProjectCreditsAnswer } }, onRequest: app.identify },
    async (request) => {
      const rows = await contributions.credits(request.params.id, request.auth?.user.id ?? null);
      return { success: true as const, credits: rows.map(presentProjectCredit) };
    },
  );

  app.get(
    '/users/:id/credits',
    { schema: { params: UserParams, response: { 200: UserCreditsAnswer } }, onRequest: app.identify },
    async (request) => {
      const rows = await contributions.creditsOf(request.params.id, request.auth?.user.id ?? null);
      return { success: true as const, credits: rows.map(presentUserCredit) };
    },
  );

  app.post(
    '/projects/:id/contributions',
    {
      schema: { params: ProjectParams, body: ContributionBody, response: { 201: ContributionAnswer } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { row, subject } = await contributions.propose(request.params.id, user.id, request.body);
      return reply
        .code(201)
        .send({ success: true, contribution: presentContribution(row, subject, user.id) });
    },
  );

  app.patch(
    '/projects/:id/contributions/:cid',
    {
      schema: {
        params: ContributionParams,
        body: ReviseContributionBody,
        response: { 200: ContributionAnswer },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { id, cid } = request.params;
      const { row, subject } = await contributions.revise(id, cid, user.id, request.body);
      return { success: true as const, contribution: presentContribution(row, subject, user.id) };
    },
  );

  app.post(
    '/projects/:id/contributions/:cid/vote',
    {
      schema: { params: ContributionParams, body: VoteBody, response: { 200: VoteAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, cid } = request.params;
      const voted = await contributions.vote(id, cid, requireAuth(request).user.id, request.body);
      return { success: true as const, ...voted, hasVoted: voted.myVote !== 0 };
    },
  );

  app.post(
    '/projects/:id/contributions/:cid/merge',
    {
      schema: { params: ContributionParams, body: MergeBody, response: { 200: MergeAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, cid } = request.params;
      const { user } = requireAuth(request);
      const merged = await contributions.merge(id, cid, user.id, request.body?.creditRole);
      return {
        success: true as const,
        contribution: presentContribution(merged.contribution, merged.subject, user.id),
        workspace: presentWorkspace(merged.workspace),
      };
    },
  );

  app.put(
    '/projects/:id/workspace',
    {
      schema: { params: ProjectParams, body: WorkspaceBody, response: { 200: WorkspaceAnswer } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const workspace = await contributions.saveWorkspace(
        request.params.id,
        requireAuth(request).user.id,
        request.body,
      );
      return { success: true as const, workspace: presentWorkspace(workspace) };
    },
  );
};
