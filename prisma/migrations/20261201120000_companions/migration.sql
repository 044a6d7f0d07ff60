-- CreateEnum
CREATE TYPE "ShareRole" AS ENUM ('COACH', 'PARTNER');

-- CreateEnum
CREATE TYPE "ShareStatus" AS ENUM ('INVITED', 'ACTIVE', 'ENDED');

-- CreateTable
CREATE TABLE "Share" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "companionEmail" VARCHAR(254) NOT NULL,
    "companionId" UUID,
    "role" "ShareRole" NOT NULL,
    "wheel" BOOLEAN NOT NULL DEFAULT false,
    "cycles" BOOLEAN NOT NULL DEFAULT false,
    "plan" BOOLEAN NOT NULL DEFAULT false,
    "budgets" BOOLEAN NOT NULL DEFAULT false,
    "weekly" BOOLEAN NOT NULL DEFAULT false,
    "reviewText" BOOLEAN NOT NULL DEFAULT false,
    "status" "ShareStatus" NOT NULL DEFAULT 'INVITED',
    "tokenHash" VARCHAR(64),
    "tokenExpiresAt" TIMESTAMPTZ(3),
    "mailLang" VARCHAR(2) NOT NULL,
    "acceptedAt" TIMESTAMPTZ(3),
    "endedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Share_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanionNote" (
    "id" UUID NOT NULL,
    "shareId" UUID NOT NULL,
    "weekStart" DATE NOT NULL,
    "text" VARCHAR(500) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CompanionNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanionInvitationMail" (
    "id" UUID NOT NULL,
    "shareId" UUID NOT NULL,
    "status" "NotificationJobStatus" NOT NULL DEFAULT 'PENDING',
    "runAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(500),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "CompanionInvitationMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Share_tokenHash_key" ON "Share"("tokenHash");

-- CreateIndex
CREATE INDEX "Share_ownerId_status_idx" ON "Share"("ownerId", "status");

-- CreateIndex
CREATE INDEX "Share_companionId_status_idx" ON "Share"("companionId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "CompanionNote_shareId_weekStart_key" ON "CompanionNote"("shareId", "weekStart");

-- CreateIndex
CREATE INDEX "CompanionInvitationMail_shareId_idx" ON "CompanionInvitationMail"("shareId");

-- CreateIndex
CREATE INDEX "CompanionInvitationMail_pending_runAt_idx" ON "CompanionInvitationMail"("runAt") WHERE (status = 'PENDING');

-- CreateIndex
CREATE INDEX "CompanionInvitationMail_sending_lockedUntil_idx" ON "CompanionInvitationMail"("lockedUntil") WHERE (status = 'SENDING');

-- AddForeignKey
ALTER TABLE "Share" ADD CONSTRAINT "Share_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Share" ADD CONSTRAINT "Share_companionId_fkey" FOREIGN KEY ("companionId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanionNote" ADD CONSTRAINT "CompanionNote_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "Share"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanionInvitationMail" ADD CONSTRAINT "CompanionInvitationMail_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "Share"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Budgets only with the plan, review text only with the weekly scores; the invited address lower-cased like User's.
ALTER TABLE "Share" ADD CONSTRAINT "Share_budgets_check" CHECK (NOT "budgets" OR "plan");
ALTER TABLE "Share" ADD CONSTRAINT "Share_reviewText_check" CHECK (NOT "reviewText" OR "weekly");
ALTER TABLE "Share" ADD CONSTRAINT "Share_companionEmail_lowercase_check" CHECK ("companionEmail" = lower("companionEmail"));
ALTER TABLE "Share" ADD CONSTRAINT "Share_mailLang_check" CHECK ("mailLang" IN ('es', 'en'));
