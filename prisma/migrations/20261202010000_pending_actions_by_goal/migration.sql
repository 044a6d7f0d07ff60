-- CreateIndex
CREATE INDEX "Action_pending_goalId_dueDate_idx" ON "Action"("goalId", "dueDate", "id") WHERE (completed = false);
