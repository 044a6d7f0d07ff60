-- 90-day cycles (issue 19). Every existing wheel gets cycle 1, ACTIVE, and all its areas (with their answers
-- and projects) belong to it; nothing else changes. The wheel's isAnswered and focusSelectedAt stay the live
-- state of the ACTIVE cycle.

-- CreateEnum
CREATE TYPE "CycleStatus" AS ENUM ('ACTIVE', 'CLOSED');

-- CreateTable
CREATE TABLE "Cycle" (
    "id" UUID NOT NULL,
    "lifeWheelId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "CycleStatus" NOT NULL DEFAULT 'ACTIVE',
    "focusSelectedAt" TIMESTAMPTZ(3),
    "isAnswered" BOOLEAN NOT NULL DEFAULT false,
    "closedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Cycle_pkey" PRIMARY KEY ("id")
);

-- Cycle 1 for every existing wheel, created when the wheel was (gen_random_uuid is core since PostgreSQL 13).
INSERT INTO "Cycle" ("id", "lifeWheelId", "number", "status", "createdAt")
SELECT gen_random_uuid(), "id", 1, 'ACTIVE', "createdAt" FROM "LifeWheel";

-- AlterTable: the column is filled from cycle 1 before it becomes NOT NULL.
ALTER TABLE "LifeWheelArea" ADD COLUMN "cycleId" UUID;
UPDATE "LifeWheelArea" AS a SET "cycleId" = c."id" FROM "Cycle" AS c WHERE c."lifeWheelId" = a."lifeWheelId";
ALTER TABLE "LifeWheelArea" ALTER COLUMN "cycleId" SET NOT NULL;

-- DropIndex
DROP INDEX "LifeWheelArea_lifeWheelId_lifeAreaId_key";

-- CreateIndex
CREATE UNIQUE INDEX "Cycle_lifeWheelId_number_key" ON "Cycle"("lifeWheelId", "number");

-- CreateIndex
CREATE INDEX "LifeWheelArea_lifeWheelId_idx" ON "LifeWheelArea"("lifeWheelId");

-- CreateIndex
CREATE UNIQUE INDEX "LifeWheelArea_cycleId_lifeAreaId_key" ON "LifeWheelArea"("cycleId", "lifeAreaId");

-- AddForeignKey
ALTER TABLE "Cycle" ADD CONSTRAINT "Cycle_lifeWheelId_fkey" FOREIGN KEY ("lifeWheelId") REFERENCES "LifeWheel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LifeWheelArea" ADD CONSTRAINT "LifeWheelArea_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "Cycle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Cycle" ADD CONSTRAINT "Cycle_number_check" CHECK ("number" >= 1);
ALTER TABLE "Cycle" ADD CONSTRAINT "Cycle_closed_check" CHECK (("status" = 'CLOSED') = ("closedAt" IS NOT NULL));
