-- CreateIndex
CREATE INDEX "Action_userId_completed_dueDate_idx" ON "Action"("userId", "completed", "dueDate");
