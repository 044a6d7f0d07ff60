-- CreateEnum
CREATE TYPE "NotificationChannel" AS ENUM ('EMAIL', 'PUSH', 'BOTH');

-- AlterTable
ALTER TABLE "Profile" ADD COLUMN     "dueRemindersChannel" "NotificationChannel" NOT NULL DEFAULT 'EMAIL',
ADD COLUMN     "reassessInvitationChannel" "NotificationChannel" NOT NULL DEFAULT 'EMAIL',
ADD COLUMN     "weeklyDigestChannel" "NotificationChannel" NOT NULL DEFAULT 'EMAIL';

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "endpoint" VARCHAR(2048) NOT NULL,
    "p256dh" VARCHAR(100) NOT NULL,
    "auth" VARCHAR(50) NOT NULL,
    "label" VARCHAR(200) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "lastSuccessAt" TIMESTAMPTZ(3),
    "failureCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushDelivery" (
    "id" UUID NOT NULL,
    "subscriptionId" UUID NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "period" VARCHAR(40) NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "NotificationJobStatus" NOT NULL DEFAULT 'PENDING',
    "runAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastStatus" INTEGER,
    "lastError" VARCHAR(500),
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PushDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_userId_createdAt_idx" ON "PushSubscription"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PushDelivery_status_runAt_idx" ON "PushDelivery"("status", "runAt");

-- CreateIndex
CREATE INDEX "PushDelivery_pending_runAt_idx" ON "PushDelivery"("runAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "PushDelivery_sending_lockedUntil_idx" ON "PushDelivery"("lockedUntil") WHERE (status = 'SENDING');

-- CreateIndex
CREATE UNIQUE INDEX "PushDelivery_subscriptionId_kind_period_key" ON "PushDelivery"("subscriptionId", "kind", "period");

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushDelivery" ADD CONSTRAINT "PushDelivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "PushSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
