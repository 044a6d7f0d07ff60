-- CreateEnum
CREATE TYPE "AccessRevocationKind" AS ENUM ('SESSION', 'USER');

-- CreateTable
CREATE TABLE "AccessRevocation" (
    "id" UUID NOT NULL,
    "kind" "AccessRevocationKind" NOT NULL,
    "subjectId" UUID NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AccessRevocation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccessRevocation_expiresAt_idx" ON "AccessRevocation"("expiresAt");
