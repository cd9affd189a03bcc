-- Trigram matching, so a search finds any part of a word ("night" finds "Midnight Tram"). pg_trgm is
-- shipped with PostgreSQL (the embedded one and Debian's postgresql-contrib) and trusted: the
-- database's owner may create it, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A collective's searched text in one value, so one trigram index answers `q` against the name, the
-- description and every tag. array_to_string is only STABLE (for arrays of any type); on text[] it
-- is immutable, which an index expression must be. Newlines keep a search from matching across two
-- fields, since `q` is one line.
CREATE FUNCTION collective_search_text(name text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(name || E'\n' || description || E'\n' || array_to_string(tags, E'\n')) $$;
--> statement-breakpoint
-- fastupdate off, as for projects_search_idx (0002): entries go straight into the index, so a bulk
-- load does not leave a pending list that makes the planner scan every row until autovacuum runs.
CREATE INDEX "collectives_search_trgm_idx" ON "collectives" USING gin (collective_search_text("name", "description", "tags") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate = off);
