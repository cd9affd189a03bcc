ALTER TABLE "media" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "project_songs" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "project_songs" ADD CONSTRAINT "project_songs_key_check" CHECK ("project_songs"."key" is null or "project_songs"."key" in ('C major', 'C minor', 'C# major', 'C# minor', 'D major', 'D minor', 'Eb major', 'Eb minor', 'E major', 'E minor', 'F major', 'F minor', 'F# major', 'F# minor', 'G major', 'G minor', 'Ab major', 'Ab minor', 'A major', 'A minor', 'Bb major', 'Bb minor', 'B major', 'B minor'));--> statement-breakpoint
-- Audio summarised before analysis existed: the backfill summarises it again (the same peaks, and now its analysis).
UPDATE "media" SET "peaks_state" = 'pending' WHERE "kind" = 'audio' AND "peaks_state" = 'ready';
