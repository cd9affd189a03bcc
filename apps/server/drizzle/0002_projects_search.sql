-- Keeps a project's search vector and lower-cased skill keys in step with its name, description
-- and required skills, whoever writes the row (the API, the demo loader, a migration).
CREATE FUNCTION projects_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.skill_keys := ARRAY(SELECT DISTINCT lower(skill) FROM unnest(NEW.required_skills) AS skill);
  NEW.search :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(NEW.required_skills, ' ')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'B');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_search_refresh
  BEFORE INSERT OR UPDATE OF name, description, required_skills ON projects
  FOR EACH ROW EXECUTE FUNCTION projects_search_refresh();
--> statement-breakpoint
-- Search entries go straight into the index rather than a pending list: after a bulk load the
-- pending list would make the planner prefer scanning every project until autovacuum ran.
ALTER INDEX projects_search_idx SET (fastupdate = off);
