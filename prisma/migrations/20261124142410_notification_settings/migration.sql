-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "dueReminders" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyHour" SMALLINT NOT NULL DEFAULT 8,
ADD COLUMN     "timeZone" VARCHAR(64),
ADD COLUMN     "weeklyDigest" BOOLEAN NOT NULL DEFAULT true;

-- Checks Prisma cannot express (added by hand)
ALTER TABLE "Profile" ADD CONSTRAINT "Profile_notifyHour_check" CHECK ("notifyHour" BETWEEN 0 AND 23);
ALTER TABLE "Profile" ADD CONSTRAINT "Profile_timeZone_check" CHECK ("timeZone" IS NULL OR length("timeZone") BETWEEN 1 AND 64);
