CREATE TABLE "contribution_takes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contribution_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"replaces_track_id" uuid,
	"replaces_name" text,
	"replaces_media_id" uuid,
	"media_id" uuid,
	"duration_ms" integer NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"colour" text NOT NULL,
	"start_offset_ms" integer DEFAULT 0 NOT NULL,
	"gain_db" numeric(3, 1) DEFAULT 0 NOT NULL,
	"pan" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "contribution_takes_position_key" UNIQUE("contribution_id","position"),
	CONSTRAINT "contribution_takes_replace_once" UNIQUE("contribution_id","replaces_track_id"),
	CONSTRAINT "contribution_takes_kind_check" CHECK ("contribution_takes"."kind" in ('add', 'replace')),
	CONSTRAINT "contribution_takes_target_check" CHECK (("contribution_takes"."kind" = 'replace') = ("contribution_takes"."replaces_track_id" is not null)),
	CONSTRAINT "contribution_takes_position_check" CHECK ("contribution_takes"."position" between 0 and 7),
	CONSTRAINT "contribution_takes_offset_check" CHECK ("contribution_takes"."start_offset_ms" between 0 and 1800000),
	CONSTRAINT "contribution_takes_duration_check" CHECK ("contribution_takes"."duration_ms" > 0 and "contribution_takes"."start_offset_ms" + "contribution_takes"."duration_ms" <= 1800000),
	CONSTRAINT "contribution_takes_gain_check" CHECK ("contribution_takes"."gain_db" between -60 and 12),
	CONSTRAINT "contribution_takes_pan_check" CHECK ("contribution_takes"."pan" between -100 and 100),
	CONSTRAINT "contribution_takes_name_check" CHECK (char_length("contribution_takes"."name") between 1 and 80),
	CONSTRAINT "contribution_takes_role_check" CHECK (char_length("contribution_takes"."role") <= 40),
	CONSTRAINT "contribution_takes_colour_check" CHECK ("contribution_takes"."colour" in ('red', 'orange', 'amber', 'lime', 'green', 'teal', 'cyan', 'sky', 'blue', 'violet', 'fuchsia', 'rose'))
);
--> statement-breakpoint
CREATE TABLE "project_media" (
	"project_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_media_project_id_media_id_pk" PRIMARY KEY("project_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "project_songs" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"tempo_bpm" numeric(5, 2),
	"beats_per_bar" smallint DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_songs_tempo_check" CHECK ("project_songs"."tempo_bpm" is null or "project_songs"."tempo_bpm" between 20 and 300),
	CONSTRAINT "project_songs_beats_check" CHECK ("project_songs"."beats_per_bar" between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "project_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"media_id" uuid,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"colour" text NOT NULL,
	"start_offset_ms" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer NOT NULL,
	"gain_db" numeric(3, 1) DEFAULT 0 NOT NULL,
	"pan" smallint DEFAULT 0 NOT NULL,
	"added_by" uuid,
	"contribution_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_tracks_position_check" CHECK ("project_tracks"."position" between 0 and 63),
	CONSTRAINT "project_tracks_offset_check" CHECK ("project_tracks"."start_offset_ms" between 0 and 1800000),
	CONSTRAINT "project_tracks_duration_check" CHECK ("project_tracks"."duration_ms" > 0 and "project_tracks"."start_offset_ms" + "project_tracks"."duration_ms" <= 1800000),
	CONSTRAINT "project_tracks_gain_check" CHECK ("project_tracks"."gain_db" between -60 and 12),
	CONSTRAINT "project_tracks_pan_check" CHECK ("project_tracks"."pan" between -100 and 100),
	CONSTRAINT "project_tracks_name_check" CHECK (char_length("project_tracks"."name") between 1 and 80),
	CONSTRAINT "project_tracks_role_check" CHECK (char_length("project_tracks"."role") <= 40),
	CONSTRAINT "project_tracks_colour_check" CHECK ("project_tracks"."colour" in ('red', 'orange', 'amber', 'lime', 'green', 'teal', 'cyan', 'sky', 'blue', 'violet', 'fuchsia', 'rose'))
);
--> statement-breakpoint
ALTER TABLE "project_versions" DROP CONSTRAINT "project_versions_cause_check";--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "song_rev" bigint;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "song_base" jsonb;--> statement-breakpoint
ALTER TABLE "project_documents" ADD COLUMN "burst_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "project_versions" ADD COLUMN "song" jsonb;--> statement-breakpoint
ALTER TABLE "project_versions" ADD COLUMN "song_rev" bigint;--> statement-breakpoint
ALTER TABLE "project_versions" ADD COLUMN "song_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "peaks_file_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "peaks_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "peaks_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contribution_takes" ADD CONSTRAINT "contribution_takes_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_takes" ADD CONSTRAINT "contribution_takes_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_media" ADD CONSTRAINT "project_media_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_songs" ADD CONSTRAINT "project_songs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tracks" ADD CONSTRAINT "project_tracks_project_id_project_songs_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_songs"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tracks" ADD CONSTRAINT "project_tracks_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tracks" ADD CONSTRAINT "project_tracks_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tracks" ADD CONSTRAINT "project_tracks_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contribution_takes_media_idx" ON "contribution_takes" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "project_media_media_idx" ON "project_media" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "project_tracks_media_idx" ON "project_tracks" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_peaks_pending_idx" ON "media" USING btree ("created_at" DESC NULLS LAST) WHERE "media"."peaks_state" in ('pending', 'computing');--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_cause_check" CHECK ("project_versions"."cause" in ('edit', 'merge', 'replace', 'restore', 'import', 'tracks'));--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_peaks_state_check" CHECK ("media"."peaks_state" in ('none', 'pending', 'computing', 'ready', 'failed'));--> statement-breakpoint
-- Written by hand (drizzle cannot say DEFERRABLE): one statement may permute a song's positions.
ALTER TABLE "project_tracks" ADD CONSTRAINT "project_tracks_position_key" UNIQUE ("project_id", "position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- The peaks backfill's work: every audio file uploaded before peaks were computed at upload.
UPDATE "media" SET "peaks_state" = 'pending' WHERE "kind" = 'audio';
