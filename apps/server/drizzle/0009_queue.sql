CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_size" smallint NOT NULL,
	"duration" text NOT NULL,
	"key" text NOT NULL,
	"bpm" smallint NOT NULL,
	"style" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "queue_entries_state_check" CHECK ("queue_entries"."state" in ('waiting', 'matched', 'left')),
	CONSTRAINT "queue_entries_team_size_check" CHECK ("queue_entries"."team_size" between 2 and 6),
	CONSTRAINT "queue_entries_duration_check" CHECK ("queue_entries"."duration" in ('hour', 'day', 'week')),
	CONSTRAINT "queue_entries_bpm_check" CHECK ("queue_entries"."bpm" between 40 and 240),
	CONSTRAINT "queue_entries_session_check" CHECK (("queue_entries"."state" = 'matched') = ("queue_entries"."session_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "queue_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"team_size" smallint NOT NULL,
	"duration" text NOT NULL,
	"key" text NOT NULL,
	"bpm" smallint NOT NULL,
	"style" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_session_id_queue_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."queue_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_sessions" ADD CONSTRAINT "queue_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_waiting_user_key" ON "queue_entries" USING btree ("user_id") WHERE "queue_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_waiting_bucket_idx" ON "queue_entries" USING btree ("team_size","duration","style","key","created_at") WHERE "queue_entries"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "queue_entries_user_idx" ON "queue_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "queue_entries_session_idx" ON "queue_entries" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_sessions_project_key" ON "queue_sessions" USING btree ("project_id");