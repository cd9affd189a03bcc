ALTER TABLE "notifications" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
-- A request and its notification were written in one transaction, so they share now(): that pairs them.
UPDATE "notifications" n SET "subject_id" = fr."id" FROM "friend_requests" fr
WHERE n."type" = 'friend_request' AND n."subject_id" IS NULL
  AND n."user_id" = fr."receiver_user_id" AND n."created_at" = fr."created_at";--> statement-breakpoint
-- What the new rule would have done already: a request no longer pending has its notification read.
UPDATE "notifications" n SET "read_at" = now()
WHERE n."type" = 'friend_request' AND n."read_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "friend_requests" fr
    WHERE fr."status" = 'pending'
      AND (fr."id" = n."subject_id" OR (n."subject_id" IS NULL AND fr."receiver_user_id" = n."user_id"))
  );
