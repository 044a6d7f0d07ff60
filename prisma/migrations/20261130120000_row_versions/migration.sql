-- Issue 39 item 5 (docs/decisions/2026-11-30-conditional-requests.md): a version per project, goal, action, context
-- and profile, the ETag of its single read and what If-Match names.

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Context" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Goal" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- Every UPDATE that changes a row bumps its version within the same statement, whichever path writes it (Prisma, raw
-- SQL, the triggers that keep "Context"."actionsCount"), so no write path can forget it and two writes never read the
-- same version. The columns named as arguments are bookkeeping that does not change what the row is (updatedAt, the
-- planner's notifyDueAt). A statement that sets version itself (If-Match's claim, server/http/conditional.ts) keeps it.
CREATE FUNCTION "bump_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."version" = OLD."version" AND (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW."version" := OLD."version" + 1;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Action_version" BEFORE UPDATE ON "Action" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"('updatedAt');
CREATE TRIGGER "Context_version" BEFORE UPDATE ON "Context" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"('updatedAt');
CREATE TRIGGER "Goal_version" BEFORE UPDATE ON "Goal" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"('updatedAt');
CREATE TRIGGER "Profile_version" BEFORE UPDATE ON "Profile" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"('updatedAt', 'notifyDueAt');
CREATE TRIGGER "Project_version" BEFORE UPDATE ON "Project" FOR EACH ROW EXECUTE FUNCTION "bump_row_version"('updatedAt');
