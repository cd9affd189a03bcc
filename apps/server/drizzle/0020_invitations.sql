CREATE TABLE "invite_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_links_kind_check" CHECK ("invite_links"."subject_kind" in ('project', 'collective')),
	CONSTRAINT "invite_links_role_check" CHECK ("invite_links"."role" in ('editor', 'contributor', 'member')),
	CONSTRAINT "invite_links_uses_check" CHECK ("invite_links"."max_uses" is null or "invite_links"."uses" <= "invite_links"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"inviter_user_id" uuid NOT NULL,
	"invitee_user_id" uuid,
	"invitee_email" text,
	"role" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "project_invitations_role_check" CHECK ("project_invitations"."role" in ('editor', 'contributor')),
	CONSTRAINT "project_invitations_state_check" CHECK ("project_invitations"."state" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "project_invitations_invitee_check" CHECK (("project_invitations"."invitee_user_id" is null) <> ("project_invitations"."invitee_email" is null))
);
--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_token_key" ON "invite_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invite_links_subject_idx" ON "invite_links" USING btree ("subject_kind","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_pending_user_key" ON "project_invitations" USING btree ("project_id","invitee_user_id") WHERE "project_invitations"."state" = 'pending' and "project_invitations"."invitee_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_pending_email_key" ON "project_invitations" USING btree ("project_id","invitee_email") WHERE "project_invitations"."state" = 'pending' and "project_invitations"."invitee_email" is not null;--> statement-breakpoint
CREATE INDEX "project_invitations_invitee_idx" ON "project_invitations" USING btree ("invitee_user_id","created_at" DESC NULLS LAST) WHERE "project_invitations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "project_invitations_email_idx" ON "project_invitations" USING btree ("invitee_email") WHERE "project_invitations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "project_invitations_project_idx" ON "project_invitations" USING btree ("project_id","created_at" DESC NULLS LAST);