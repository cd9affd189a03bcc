CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"mentions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_comments_body_check" CHECK (char_length("review_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "review_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"project_id" uuid,
	"contribution_id" uuid,
	"track_id" uuid,
	"take_id" uuid,
	"media_id" uuid,
	"heard_media_id" uuid,
	"subject_name" text DEFAULT '' NOT NULL,
	"start_ms" integer,
	"end_ms" integer,
	"author_user_id" uuid NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_threads_subject_check" CHECK ("review_threads"."subject" in ('track', 'take', 'contribution', 'media')),
	CONSTRAINT "review_threads_anchor_check" CHECK (case "review_threads"."subject"
        when 'track' then "review_threads"."project_id" is not null and "review_threads"."track_id" is not null
        when 'take' then "review_threads"."contribution_id" is not null and "review_threads"."take_id" is not null
        when 'contribution' then "review_threads"."contribution_id" is not null
        else "review_threads"."media_id" is not null and "review_threads"."project_id" is null end),
	CONSTRAINT "review_threads_start_check" CHECK ("review_threads"."start_ms" is null or "review_threads"."start_ms" >= 0),
	CONSTRAINT "review_threads_range_check" CHECK ("review_threads"."end_ms" is null or ("review_threads"."start_ms" is not null and "review_threads"."end_ms" > "review_threads"."start_ms"))
);
--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_thread_id_review_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."review_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_threads" ADD CONSTRAINT "review_threads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_threads" ADD CONSTRAINT "review_threads_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_threads" ADD CONSTRAINT "review_threads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_threads" ADD CONSTRAINT "review_threads_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_threads" ADD CONSTRAINT "review_threads_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comments_thread_idx" ON "review_comments" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "review_threads_project_idx" ON "review_threads" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "review_threads_contribution_idx" ON "review_threads" USING btree ("contribution_id") WHERE "review_threads"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_threads_media_idx" ON "review_threads" USING btree ("media_id","created_at");