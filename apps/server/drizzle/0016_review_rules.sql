ALTER TABLE "contribution_votes" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "required_approvals" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "open_threads_block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_required_approvals_check" CHECK ("projects"."required_approvals" between 0 and 10);--> statement-breakpoint
-- The author no longer votes on their own contribution: such votes on open ones are taken back.
DELETE FROM "contribution_votes" v USING "contributions" c
  WHERE v."contribution_id" = c."id" AND v."user_id" = c."author_user_id" AND c."status" = 'open';--> statement-breakpoint
UPDATE "contributions" c SET "votes" = coalesce(
  (SELECT sum(v."value") FROM "contribution_votes" v WHERE v."contribution_id" = c."id"), 0)
  WHERE c."status" = 'open';
