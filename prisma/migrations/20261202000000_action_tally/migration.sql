-- CreateTable
CREATE TABLE "ActionTally" (
    "userId" UUID NOT NULL,
    "goalId" UUID NOT NULL,
    "contextId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "actions" INTEGER NOT NULL,
    "completed" INTEGER NOT NULL,
    "plannedCents" BIGINT NOT NULL,
    "spentCents" BIGINT NOT NULL,

    CONSTRAINT "ActionTally_pkey" PRIMARY KEY ("userId","goalId","contextId","currencyId")
);

-- Kept by the database (added by hand, as "Context"."actionsCount" is): every insert, delete and update of actions,
-- cascades included, adjusts the row of each (person, goal, context, currency) involved in the same transaction, so
-- a page of the actions list and analytics count a person's goals and contexts instead of their whole history
-- (docs/decisions/2026-12-04-action-tally.md). plannedCents sums the actions' baseCapitalCents, spentCents the
-- actualCostCents of the completed ones. A row whose actions are all gone is deleted. No foreign keys: the rows follow
-- the actions alone, so the order of a cascade never matters.
INSERT INTO "ActionTally" ("userId", "goalId", "contextId", "currencyId", "actions", "completed", "plannedCents", "spentCents")
  SELECT "userId", "goalId", "contextId", "currencyId", count(*)::int, (count(*) FILTER (WHERE completed))::int,
    sum("baseCapitalCents"), coalesce(sum("actualCostCents") FILTER (WHERE completed), 0)
  FROM "Action" GROUP BY 1, 2, 3, 4;

-- Statistics now, not at autovacuum's next turn: until then the planner knows nothing of the table and joined every
-- goal and context to a person's few rows (190 ms instead of 0.7 at 5 million actions).
ANALYZE "ActionTally";

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
    INSERT INTO "ActionTally" AS t ("userId", "goalId", "contextId", "currencyId", "actions", "completed", "plannedCents", "spentCents")
      SELECT "userId", "goalId", "contextId", "currencyId", count(*)::int, (count(*) FILTER (WHERE completed))::int,
        sum("baseCapitalCents"), coalesce(sum("actualCostCents") FILTER (WHERE completed), 0)
      FROM changed_actions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("userId", "goalId", "contextId", "currencyId") DO UPDATE SET "actions" = t."actions" + EXCLUDED."actions",
      "completed" = t."completed" + EXCLUDED."completed", "plannedCents" = t."plannedCents" + EXCLUDED."plannedCents",
      "spentCents" = t."spentCents" + EXCLUDED."spentCents";
    RETURN NULL;
  END IF;
  WITH removed AS (
    SELECT "userId", "goalId", "contextId", "currencyId", count(*)::int AS actions, (count(*) FILTER (WHERE completed))::int AS completed,
      sum("baseCapitalCents") AS planned, coalesce(sum("actualCostCents") FILTER (WHERE completed), 0) AS spent
    FROM changed_actions GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ), changed AS (
    UPDATE "ActionTally" t SET "actions" = t."actions" - r.actions, "completed" = t."completed" - r.completed,
      "plannedCents" = t."plannedCents" - r.planned, "spentCents" = t."spentCents" - r.spent
    FROM removed r
    WHERE t."userId" = r."userId" AND t."goalId" = r."goalId" AND t."contextId" = r."contextId" AND t."currencyId" = r."currencyId"
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM removed), (SELECT count(*) FROM changed) INTO expected, updated;
  IF updated <> expected THEN
    RAISE EXCEPTION 'ActionTally: % of % rows to subtract from are missing', expected - updated, expected;
  END IF;
  DELETE FROM "ActionTally" t USING (SELECT DISTINCT "userId", "goalId", "contextId", "currencyId" FROM changed_actions) c
    WHERE t."userId" = c."userId" AND t."goalId" = c."goalId" AND t."contextId" = c."contextId" AND t."currencyId" = c."currencyId"
      AND t."actions" = 0;
  RETURN NULL;
END $$;

-- An update that changes what an action counts for (done, goal, context, currency, capital, cost): its old share is
-- taken from its old row and its new share added to its new row (the same row when only the figures change). Other
-- updates pay nothing.
CREATE FUNCTION "ActionTally_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ActionTally" SET "actions" = "actions" - 1, "completed" = "completed" - OLD.completed::int,
    "plannedCents" = "plannedCents" - OLD."baseCapitalCents",
    "spentCents" = "spentCents" - CASE WHEN OLD.completed THEN coalesce(OLD."actualCostCents", 0) ELSE 0 END
  WHERE "userId" = OLD."userId" AND "goalId" = OLD."goalId" AND "contextId" = OLD."contextId" AND "currencyId" = OLD."currencyId";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ActionTally: no row for action %', OLD.id;
  END IF;
  INSERT INTO "ActionTally" AS t ("userId", "goalId", "contextId", "currencyId", "actions", "completed", "plannedCents", "spentCents")
    VALUES (NEW."userId", NEW."goalId", NEW."contextId", NEW."currencyId", 1, NEW.completed::int, NEW."baseCapitalCents",
      CASE WHEN NEW.completed THEN coalesce(NEW."actualCostCents", 0) ELSE 0 END)
  ON CONFLICT ("userId", "goalId", "contextId", "currencyId") DO UPDATE SET "actions" = t."actions" + 1,
    "completed" = t."completed" + EXCLUDED."completed", "plannedCents" = t."plannedCents" + EXCLUDED."plannedCents",
    "spentCents" = t."spentCents" + EXCLUDED."spentCents";
  DELETE FROM "ActionTally"
    WHERE "userId" = OLD."userId" AND "goalId" = OLD."goalId" AND "contextId" = OLD."contextId" AND "currencyId" = OLD."currencyId" AND "actions" = 0;
  RETURN NULL;
END $$;

CREATE TRIGGER "Action_tally_added" AFTER INSERT ON "Action"
  REFERENCING NEW TABLE AS changed_actions FOR EACH STATEMENT EXECUTE FUNCTION "ActionTally_added_or_removed"();

CREATE TRIGGER "Action_tally_removed" AFTER DELETE ON "Action"
  REFERENCING OLD TABLE AS changed_actions FOR EACH STATEMENT EXECUTE FUNCTION "ActionTally_added_or_removed"();

CREATE TRIGGER "Action_tally_changed" AFTER UPDATE ON "Action"
  FOR EACH ROW WHEN (OLD.completed IS DISTINCT FROM NEW.completed OR OLD."goalId" IS DISTINCT FROM NEW."goalId"
    OR OLD."contextId" IS DISTINCT FROM NEW."contextId" OR OLD."currencyId" IS DISTINCT FROM NEW."currencyId"
    OR OLD."baseCapitalCents" IS DISTINCT FROM NEW."baseCapitalCents" OR OLD."actualCostCents" IS DISTINCT FROM NEW."actualCostCents"
    OR OLD."userId" IS DISTINCT FROM NEW."userId")
  EXECUTE FUNCTION "ActionTally_changed"();
