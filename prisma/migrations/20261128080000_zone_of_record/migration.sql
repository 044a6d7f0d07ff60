-- The feed's dates follow the zone of record (Profile.timeZone). Added by hand: a person whose profile has no zone yet
-- keeps the one their feed was created with (UTC said nothing: it is what a missing X-Time-Zone resolved to).
UPDATE "Profile" p SET "timeZone" = f."timeZone"
  FROM "CalendarFeed" f
  WHERE f."userId" = p."userId" AND p."timeZone" IS NULL AND f."timeZone" <> 'UTC';

-- AlterTable
ALTER TABLE "CalendarFeed" DROP COLUMN "timeZone";
