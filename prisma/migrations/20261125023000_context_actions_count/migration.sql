-- AlterTable
ALTER TABLE "Context" ADD COLUMN     "actionsCount" INTEGER NOT NULL DEFAULT 0;

-- Kept by the database (added by hand): every insert, delete and move of actions, cascades included, adjusts the
-- count of the contexts involved in the same transaction, so the contexts list reads one row per context instead
-- of counting its actions on every read.
UPDATE "Context" c SET "actionsCount" = (SELECT count(*) FROM "Action" a WHERE a."contextId" = c.id);

ALTER TABLE "Context" ADD CONSTRAINT "Context_actionsCount_check" CHECK ("actionsCount" >= 0);

-- Inserts and deletes, once per statement: a statement adding or removing many actions updates each context once.
-- Both triggers name their transition table changed_actions.
CREATE FUNCTION "Context_count_added_or_removed_actions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Context" c SET "actionsCount" = c."actionsCount" + CASE TG_OP WHEN 'INSERT' THEN changed.count ELSE -changed.count END
    FROM (SELECT "contextId", count(*)::int AS count FROM changed_actions GROUP BY "contextId") changed
    WHERE c.id = changed."contextId";
  RETURN NULL;
END $$;

-- A move, only when an update changes an action's context: other updates (done, edited) pay nothing.
CREATE FUNCTION "Context_count_moved_action"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Context" SET "actionsCount" = "actionsCount" - 1 WHERE id = OLD."contextId";
  UPDATE "Context" SET "actionsCount" = "actionsCount" + 1 WHERE id = NEW."contextId";
  RETURN NULL;
END $$;

CREATE TRIGGER "Action_count_added" AFTER INSERT ON "Action"
  REFERENCING NEW TABLE AS changed_actions FOR EACH STATEMENT EXECUTE FUNCTION "Context_count_added_or_removed_actions"();

CREATE TRIGGER "Action_count_removed" AFTER DELETE ON "Action"
  REFERENCING OLD TABLE AS changed_actions FOR EACH STATEMENT EXECUTE FUNCTION "Context_count_added_or_removed_actions"();

CREATE TRIGGER "Action_count_moved" AFTER UPDATE OF "contextId" ON "Action"
  FOR EACH ROW WHEN (OLD."contextId" IS DISTINCT FROM NEW."contextId") EXECUTE FUNCTION "Context_count_moved_action"();
