-- CreateTable
CREATE TABLE "PasswordResetMail" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254),
    "lang" VARCHAR(2) NOT NULL,
    "status" "NotificationJobStatus" NOT NULL DEFAULT 'PENDING',
    "runAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "lastError" VARCHAR(500),
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PasswordResetMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetQuota" (
    "addressHash" CHAR(64) NOT NULL,
    "grantedAt" TIMESTAMPTZ(3)[],
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PasswordResetQuota_pkey" PRIMARY KEY ("addressHash")
);

-- CreateIndex
CREATE INDEX "PasswordResetMail_status_runAt_idx" ON "PasswordResetMail"("status", "runAt");

-- CreateIndex
CREATE INDEX "PasswordResetQuota_expiresAt_idx" ON "PasswordResetQuota"("expiresAt");

-- Checks Prisma cannot express (added by hand)
ALTER TABLE "PasswordResetMail" ADD CONSTRAINT "PasswordResetMail_lang_check" CHECK ("lang" IN ('es', 'en'));
ALTER TABLE "PasswordResetMail" ADD CONSTRAINT "PasswordResetMail_attempts_check" CHECK ("attempts" >= 0);
