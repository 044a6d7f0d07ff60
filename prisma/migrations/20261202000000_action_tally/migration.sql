-- CreateTable
CREATE TABLE "ActionTally" (
    "userId" UUID NOT NULL,
    "goalId" UUID NOT NULL,
    "contextId" UUID NOT NULL,
    "actions" INTEGER NOT NULL,
    "completed" INTEGER NOT NULL,

    CONSTRAINT "ActionTally_pkey" PRIMARY KEY ("userId","goalId","contextId")
);

-- Kept by the database (added by hand, as "Context"."actionsCount" is): every insert, delete and update of actions,
-- cascades included, adjusts the row of each (person, goal, context) involved in the same transaction, so the counters
-- of a page of the actions list read a row per goal and context instead of counting the person's whole history
-- (docs/decisions/2026-12-04-action-tally.md). A row whose actions are all gone is deleted. No foreign keys: the rows
-- follow the actions alone, so the order of a cascade never matters.
INSERT INTO "ActionTally" ("userId", "goalId", "contextId", "actions", "completed")
  SELECT "userId", "goalId", "contextId", count(*)::int, (count(*) FILTER (WHERE completed))::int FROM "Action" GROUP BY 1, 2, 3;

-- A wrong count fails the write instead of staying wrong.
ALTER TABLE "ActionTally" ADD CONSTRAINT "ActionTally_counts_check" CHECK ("completed" >= 0 AND "completed" <= "actions");

-- Inserts and deletes, once per statement (a statement adding or removing many actions touches each row once), in
-- key order so two statements never wait on each other's rows crosswise. Both triggers name their transition table
-- changed_actions. A removal subtracts from rows that must exist: a missing one is an error, not a new negative row.
CREATE FUNCTION "ActionTally_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  expected int;
  updated int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ActionTally" AS t ("userId", "goalId", "contextId", "actions", "completed")
      SELECT "userId", "goalId", "contextId", count(*)::int, (count(*) FILTER (WHERE completed))::int
      FROM changed_actions GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("userId", "goalId", "contextId") DO UPDATE SET "actions" = t."actions" + EXCLUDED."actions", "completed" = t."completed" + EXCLUDED."completed";
    RETURN NULL;
  END IF;
  WITH removed AS (
    SELECT "userId", "goalId", "contextId", count(*)::int AS actions, (count(*) FILTER (WHERE completed))::int AS completed
    FROM changed_actions GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ), changed AS (
    UPDATE "ActionTally" t SET "actions" = t."actions" - r.actions, "completed" = t."completed" - r.completed
    FROM removed r WHERE t."userId" = r."userId" AND t."goalId" = r."goalId" AND t."contextId" = r."contextId"
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM removed), (SELECT count(*) FROM changed) INTO expected, updated;
  IF updated <> expected THEN
    RAISE EXCEPTION 'ActionTally: % of % rows to subtract from are missing', expected - updated, expected;
  END IF;
  DELETE FROM "ActionTally" t USING (SELECT DISTINCT "userId", "goalId", "contextId" FROM changed_actions) c
    WHERE t."userId" = c."userId" AND t."goalId" = c."goalId" AND t."contextId" = c."contextId" AND t."actions" = 0;
  RETURN NULL;
END $$;

-- An update that completes, reopens or moves an action (to another goal or context): other updates pay nothing.
CREATE FUNCTION "ActionTally_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."userId", OLD."goalId", OLD."contextId") = (NEW."userId", NEW."goalId", NEW."contextId") THEN
    UPDATE "ActionTally" SET "completed" = "completed" + NEW.completed::int - OLD.completed::int
      WHERE "userId" = NEW."userId" AND "goalId" = NEW."goalId" AND "contextId" = NEW."contextId";
  ELSE
    UPDATE "ActionTally" SET "actions" = "actions" - 1, "completed" = "completed" - OLD.completed::int
      WHERE "userId" = OLD."userId" AND "goalId" = OLD."goalId" AND "contextId" = OLD."contextId";
    IF FOUND THEN
      DELETE FROM "ActionTally" WHERE "userId" = OLD."userId" AND "goalId" = OLD."goalId" AND "contextId" = OLD."contextId" AND "actions" = 0;
      INSERT INTO "ActionTally" AS t ("userId", "goalId", "contextId", "actions", "completed")
        VALUES (NEW."userId", NEW."goalId", NEW."contextId", 1, NEW.completed::int)
      ON CONFLICT ("userId", "goalId", "contextId") DO UPDATE SET "actions" = t."actions" + 1, "completed" = t."completed" + EXCLUDED."completed";
    END IF;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ActionTally: no row for action %', OLD.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Action_tally_added" AFTER INSERT ON "Action"
  REFERENCING NEW TABLE AS changed_actions FOR EACH STATEMENT EXECUTE FUNCTION "ActionTally_added_or_removed"();

CREATE TRIGGER "Action_tally_removed" AFTER DELETE ON "Action"
  REFERENCING OLD TABLE AS changed_actions FOR EACH STATEMENT EXECUTE FUNCTION "ActionTally_added_or_removed"();

CREATE TRIGGER "Action_tally_changed" AFTER UPDATE ON "Action"
  FOR EACH ROW WHEN (OLD.completed IS DISTINCT FROM NEW.completed OR OLD."goalId" IS DISTINCT FROM NEW."goalId"
    OR OLD."contextId" IS DISTINCT FROM NEW."contextId" OR OLD."userId" IS DISTINCT FROM NEW."userId")
  EXECUTE FUNCTION "ActionTally_changed"();
