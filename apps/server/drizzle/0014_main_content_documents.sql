CREATE TABLE "project_document_clients" (
	"project_id" uuid NOT NULL,
	"client_id" bigint NOT NULL,
	"user_id" uuid,
	CONSTRAINT "project_document_clients_project_id_client_id_pk" PRIMARY KEY("project_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "project_document_updates" (
	"project_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"update" "bytea" NOT NULL,
	"user_id" uuid,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_document_updates_project_id_seq_pk" PRIMARY KEY("project_id","seq"),
	CONSTRAINT "project_document_updates_cause_check" CHECK ("project_document_updates"."cause" in ('edit', 'merge', 'replace', 'restore', 'import'))
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"snapshot" "bytea",
	"snapshot_seq" bigint DEFAULT 0 NOT NULL,
	"compacted_at" timestamp with time zone,
	"burst_started_at" timestamp with time zone,
	"burst_last_at" timestamp with time zone,
	"burst_editor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "project_documents_seq_check" CHECK ("project_documents"."snapshot_seq" <= "project_documents"."last_seq")
);
--> statement-breakpoint
CREATE TABLE "project_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"cause" text NOT NULL,
	"content" text NOT NULL,
	"seq" bigint NOT NULL,
	"actor_id" uuid,
	"editor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"contribution_id" uuid,
	"restored_from_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_versions_cause_check" CHECK ("project_versions"."cause" in ('edit', 'merge', 'replace', 'restore', 'import'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "main_content_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_document_clients" ADD CONSTRAINT "project_document_clients_project_id_project_documents_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_documents"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_clients" ADD CONSTRAINT "project_document_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_updates" ADD CONSTRAINT "project_document_updates_project_id_project_documents_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_documents"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document_updates" ADD CONSTRAINT "project_document_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_contribution_id_contributions_id_fk" FOREIGN KEY ("contribution_id") REFERENCES "public"."contributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_versions" ADD CONSTRAINT "project_versions_restored_from_id_project_versions_id_fk" FOREIGN KEY ("restored_from_id") REFERENCES "public"."project_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_documents_burst_idx" ON "project_documents" USING btree ("burst_started_at") WHERE "project_documents"."burst_started_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "project_versions_number_key" ON "project_versions" USING btree ("project_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "project_versions_contribution_idx" ON "project_versions" USING btree ("contribution_id") WHERE "project_versions"."contribution_id" is not null;