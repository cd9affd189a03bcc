CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid,
	"collective_id" uuid,
	"inviter_user_id" uuid NOT NULL,
	"invitee_user_id" uuid,
	"invitee_email" text,
	"role" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "invitations_subject_check" CHECK (("invitations"."project_id" is null) <> ("invitations"."collective_id" is null)),
	CONSTRAINT "invitations_role_check" CHECK (("invitations"."project_id" is not null and "invitations"."role" in ('editor', 'contributor'))
        or ("invitations"."collective_id" is not null and "invitations"."role" = 'member')),
	CONSTRAINT "invitations_state_check" CHECK ("invitations"."state" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "invitations_invitee_check" CHECK (("invitations"."invitee_user_id" is null) <> ("invitations"."invitee_email" is null))
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid,
	"collective_id" uuid,
	"invitation_id" uuid,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_links_subject_check" CHECK (("invite_links"."project_id" is null) <> ("invite_links"."collective_id" is null)),
	CONSTRAINT "invite_links_role_check" CHECK (("invite_links"."project_id" is not null and "invite_links"."role" in ('editor', 'contributor'))
        or ("invite_links"."collective_id" is not null and "invite_links"."role" = 'member')),
	CONSTRAINT "invite_links_uses_check" CHECK ("invite_links"."max_uses" is null or "invite_links"."uses" <= "invite_links"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "collective_members" DROP CONSTRAINT "collective_members_role_check";--> statement-breakpoint
ALTER TABLE "collectives" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "collectives" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_user_key" ON "invitations" USING btree (coalesce("project_id", "collective_id"),"invitee_user_id") WHERE "invitations"."state" = 'pending' and "invitations"."invitee_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_key" ON "invitations" USING btree (coalesce("project_id", "collective_id"),"invitee_email") WHERE "invitations"."state" = 'pending' and "invitations"."invitee_email" is not null;--> statement-breakpoint
CREATE INDEX "invitations_invitee_idx" ON "invitations" USING btree ("invitee_user_id","created_at" DESC NULLS LAST) WHERE "invitations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("invitee_email") WHERE "invitations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "invitations_project_idx" ON "invitations" USING btree ("project_id","created_at" DESC NULLS LAST) WHERE "invitations"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "invitations_collective_idx" ON "invitations" USING btree ("collective_id","created_at" DESC NULLS LAST) WHERE "invitations"."collective_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_token_key" ON "invite_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invite_links_project_idx" ON "invite_links" USING btree ("project_id","created_at" DESC NULLS LAST) WHERE "invite_links"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "invite_links_collective_idx" ON "invite_links" USING btree ("collective_id","created_at" DESC NULLS LAST) WHERE "invite_links"."collective_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_invitation_key" ON "invite_links" USING btree ("invitation_id") WHERE "invite_links"."invitation_id" is not null and "invite_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "collective_members_founder_key" ON "collective_members" USING btree ("collective_id") WHERE "collective_members"."role" = 'founder';--> statement-breakpoint
ALTER TABLE "collective_members" ADD CONSTRAINT "collective_members_role_check" CHECK ("collective_members"."role" in ('founder', 'moderator', 'member'));--> statement-breakpoint
ALTER TABLE "collectives" ADD CONSTRAINT "collectives_visibility_check" CHECK ("collectives"."visibility" in ('public', 'invite_only'));