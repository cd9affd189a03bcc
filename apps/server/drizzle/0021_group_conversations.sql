CREATE TABLE "message_attachments" (
	"message_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "message_attachments_message_id_media_id_pk" PRIMARY KEY("message_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "kind" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "collective_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "rev" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_media_idx" ON "message_attachments" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_collective_id_collectives_id_fk" FOREIGN KEY ("collective_id") REFERENCES "public"."collectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_project_key" ON "conversations" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_collective_key" ON "conversations" USING btree ("collective_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_rev_idx" ON "messages" USING btree ("conversation_id","rev");--> statement-breakpoint
CREATE INDEX "messages_content_trgm_idx" ON "messages" USING gin (lower("content") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('direct', 'group', 'project', 'collective'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_subject_check" CHECK (("conversations"."kind" = 'project') = ("conversations"."project_id" is not null) and ("conversations"."kind" = 'collective') = ("conversations"."collective_id" is not null));--> statement-breakpoint
-- Every message so far changed once, when it was sent: its change number is its seq.
UPDATE "messages" SET "rev" = "seq";--> statement-breakpoint
UPDATE "conversations" SET "rev" = "last_seq";