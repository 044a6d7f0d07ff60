-- CreateIndex
CREATE INDEX "Action_done_goalId_completedAt_idx" ON "Action"("goalId", "userId", "completedAt" DESC, "id") WHERE (completed);
