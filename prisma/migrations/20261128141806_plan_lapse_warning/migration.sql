-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'PLAN_LAPSE_WARNING';

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "planLapseWarning" BOOLEAN NOT NULL DEFAULT true;

-- CreateIndex
CREATE INDEX "UserSubscription_renewalDate_idx" ON "UserSubscription"("renewalDate");
