-- AlterTable
ALTER TABLE "ActionSeries" ADD COLUMN     "skippedDates" DATE[] DEFAULT ARRAY[]::DATE[];
