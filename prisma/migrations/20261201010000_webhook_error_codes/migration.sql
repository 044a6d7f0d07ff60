-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "lastErrorCode" VARCHAR(40);

-- CreateIndex
CREATE INDEX "WebhookDelivery_failed_runAt_idx" ON "WebhookDelivery"("runAt") WHERE (status = 'FAILED');
