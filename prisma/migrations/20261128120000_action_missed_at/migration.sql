-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "missedAt" TIMESTAMPTZ(3);
