-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "actualCostCents" INTEGER;

-- Money never negative; only a completed action has an actual cost.
ALTER TABLE "Action" ADD CONSTRAINT "Action_actualCostCents_check" CHECK ("actualCostCents" IS NULL OR ("actualCostCents" >= 0 AND "completed"));
