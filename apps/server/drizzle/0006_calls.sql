CREATE TABLE "calls" (
	"conversation_id" uuid NOT NULL,
	"call_id" text NOT NULL,
	"caller_id" uuid NOT NULL,
	"video" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "calls_conversation_id_call_id_pk" PRIMARY KEY("conversation_id","call_id"),
	CONSTRAINT "calls_end_reason_check" CHECK ("calls"."end_reason" in ('hangup', 'rejected', 'unanswered', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;