-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "notifyDueAt" TIMESTAMPTZ(3) DEFAULT '1970-01-01 00:00:00 +00:00';

-- CreateIndex
CREATE INDEX "Action_pending_updatedAt_idx" ON "Action"("updatedAt") WHERE (completed = false);

-- CreateIndex
CREATE INDEX "NotificationJob_pending_runAt_idx" ON "NotificationJob"("runAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "NotificationJob_sending_lockedUntil_idx" ON "NotificationJob"("lockedUntil") WHERE (status = 'SENDING');

-- CreateIndex
CREATE INDEX "PasswordResetMail_pending_runAt_idx" ON "PasswordResetMail"("runAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "PasswordResetMail_sending_lockedUntil_idx" ON "PasswordResetMail"("lockedUntil") WHERE (status = 'SENDING');

-- CreateIndex
CREATE INDEX "Profile_notifyDueAt_idx" ON "Profile"("notifyDueAt");

-- Every profile starts "due at once" (the column's default, no table rewrite): the planner's first passes compute each
-- person's instant with the domain rule (nextNotificationAt), in bounded batches.

-- Whatever writes them (the services, an import, SQL by hand), a change of what the planner reads marks the person
-- "due at once", and the next pass computes the instant again. Only the marking lives here; the rule stays in domain/.
CREATE FUNCTION "profile_notify_due_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."notifyDueAt" := '1970-01-01 00:00:00+00';
  RETURN NEW;
END $$;

CREATE TRIGGER "Profile_notify_due_reset" BEFORE UPDATE OF "timeZone", "notifyHour", "weeklyDigest", "dueReminders", "reassessInvitation" ON "Profile"
  FOR EACH ROW
  WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone" OR OLD."notifyHour" IS DISTINCT FROM NEW."notifyHour"
    OR OLD."weeklyDigest" IS DISTINCT FROM NEW."weeklyDigest" OR OLD."dueReminders" IS DISTINCT FROM NEW."dueReminders"
    OR OLD."reassessInvitation" IS DISTINCT FROM NEW."reassessInvitation")
  EXECUTE FUNCTION "profile_notify_due_reset"();

CREATE FUNCTION "wheel_notify_due_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Profile" SET "notifyDueAt" = '1970-01-01 00:00:00+00' WHERE "userId" = NEW."userId";
  RETURN NULL;
END $$;

CREATE TRIGGER "LifeWheel_notify_due_reset" AFTER UPDATE OF "focusSelectedAt" ON "LifeWheel"
  FOR EACH ROW
  WHEN (OLD."focusSelectedAt" IS DISTINCT FROM NEW."focusSelectedAt")
  EXECUTE FUNCTION "wheel_notify_due_reset"();

CREATE FUNCTION "cycle_notify_due_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Profile" SET "notifyDueAt" = '1970-01-01 00:00:00+00'
  WHERE "userId" = (SELECT "userId" FROM "LifeWheel" WHERE "id" = NEW."lifeWheelId");
  RETURN NULL;
END $$;

CREATE TRIGGER "Cycle_notify_due_reset" AFTER INSERT OR UPDATE OF "status" ON "Cycle"
  FOR EACH ROW
  EXECUTE FUNCTION "cycle_notify_due_reset"();
