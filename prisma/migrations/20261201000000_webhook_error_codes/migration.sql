-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "lastErrorCode" VARCHAR(40);
