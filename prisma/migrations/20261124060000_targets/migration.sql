-- Goals and actions aimed at the yes/no answers they are meant to flip (issue 19, item 4). A target names a
-- question; the services only accept a NO of the project's area row in the ACTIVE cycle. Deleting a goal or
-- an action deletes its targets; a question with targets cannot be deleted.

-- CreateTable
CREATE TABLE "GoalTarget" (
    "goalId" UUID NOT NULL,
    "questionId" UUID NOT NULL,

    CONSTRAINT "GoalTarget_pkey" PRIMARY KEY ("goalId","questionId")
);

-- CreateTable
CREATE TABLE "ActionTarget" (
    "actionId" UUID NOT NULL,
    "questionId" UUID NOT NULL,

    CONSTRAINT "ActionTarget_pkey" PRIMARY KEY ("actionId","questionId")
);

-- CreateIndex
CREATE INDEX "GoalTarget_questionId_idx" ON "GoalTarget"("questionId");

-- CreateIndex
CREATE INDEX "ActionTarget_questionId_idx" ON "ActionTarget"("questionId");

-- AddForeignKey
ALTER TABLE "GoalTarget" ADD CONSTRAINT "GoalTarget_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalTarget" ADD CONSTRAINT "GoalTarget_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionTarget" ADD CONSTRAINT "ActionTarget_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "Action"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionTarget" ADD CONSTRAINT "ActionTarget_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
