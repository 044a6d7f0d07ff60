-- 90-day cycles (issue 19). Every existing wheel gets cycle 1, ACTIVE, created when the wheel was, and all its
-- areas (with their answers and projects) belong to it through cycleNumber's default 1; no existing value
-- changes. The wheel's isAnswered and focusSelectedAt stay the live state of the ACTIVE cycle.

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

-- Cycle 1 of every existing wheel (gen_random_uuid is core PostgreSQL since 13, and in PGlite).
INSERT INTO "Cycle" ("id", "lifeWheelId", "number", "status", "createdAt")
SELECT gen_random_uuid(), "id", 1, 'ACTIVE', "createdAt" FROM "LifeWheel";

-- DropIndex
DROP INDEX "LifeWheelArea_lifeWheelId_lifeAreaId_key";

-- AlterTable
ALTER TABLE "LifeWheelArea" ADD COLUMN     "cycleNumber" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE UNIQUE INDEX "Cycle_lifeWheelId_number_key" ON "Cycle"("lifeWheelId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "LifeWheelArea_lifeWheelId_cycleNumber_lifeAreaId_key" ON "LifeWheelArea"("lifeWheelId", "cycleNumber", "lifeAreaId");

-- AddForeignKey
ALTER TABLE "Cycle" ADD CONSTRAINT "Cycle_lifeWheelId_fkey" FOREIGN KEY ("lifeWheelId") REFERENCES "LifeWheel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LifeWheelArea" ADD CONSTRAINT "LifeWheelArea_lifeWheelId_cycleNumber_fkey" FOREIGN KEY ("lifeWheelId", "cycleNumber") REFERENCES "Cycle"("lifeWheelId", "number") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Cycle" ADD CONSTRAINT "Cycle_number_check" CHECK ("number" >= 1);
ALTER TABLE "Cycle" ADD CONSTRAINT "Cycle_closed_check" CHECK (("status" = 'CLOSED') = ("closedAt" IS NOT NULL));
