-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('WEEKLY_DIGEST', 'DUE_REMINDER', 'REASSESS_INVITATION');

-- CreateEnum
CREATE TYPE "NotificationJobStatus" AS ENUM ('PENDING', 'SENDING', 'SENT', 'SKIPPED', 'FAILED');

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "language" VARCHAR(2),
ADD COLUMN     "reassessInvitation" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "NotificationJob" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "period" VARCHAR(40) NOT NULL,
    "status" "NotificationJobStatus" NOT NULL DEFAULT 'PENDING',
    "runAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(500),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NotificationJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NotificationJob_status_runAt_idx" ON "NotificationJob"("status", "runAt");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationJob_userId_kind_period_key" ON "NotificationJob"("userId", "kind", "period");

-- AddForeignKey
ALTER TABLE "NotificationJob" ADD CONSTRAINT "NotificationJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Checks Prisma cannot express (added by hand)
ALTER TABLE "Profile" ADD CONSTRAINT "Profile_language_check" CHECK ("language" IS NULL OR "language" IN ('es', 'en'));
ALTER TABLE "NotificationJob" ADD CONSTRAINT "NotificationJob_attempts_check" CHECK ("attempts" >= 0);
