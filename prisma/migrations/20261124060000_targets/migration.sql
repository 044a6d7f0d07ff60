-- Goals and actions aimed at the yes/no answers they are meant to flip (issue 19, item 4). A target names a
-- question; the services only accept a NO of the project's area row in the ACTIVE cycle. Deleting a goal or
-- an action deletes its targets; a question with targets cannot be deleted.
-- lifeWheelAreaId is the area row (so the cycle) the target was set in: a carried project's earlier targets stay
-- with the closed cycle's comparison.

-- CreateTable
CREATE TABLE "GoalTarget" (
    "goalId" UUID NOT NULL,
    "lifeWheelAreaId" UUID NOT NULL,
    "questionId" UUID NOT NULL,

    CONSTRAINT "GoalTarget_pkey" PRIMARY KEY ("goalId","lifeWheelAreaId","questionId")
);

-- CreateTable
CREATE TABLE "ActionTarget" (
    "actionId" UUID NOT NULL,
    "lifeWheelAreaId" UUID NOT NULL,
    "questionId" UUID NOT NULL,

    CONSTRAINT "ActionTarget_pkey" PRIMARY KEY ("actionId","lifeWheelAreaId","questionId")
);

-- CreateIndex
CREATE INDEX "GoalTarget_lifeWheelAreaId_idx" ON "GoalTarget"("lifeWheelAreaId");

-- CreateIndex
CREATE INDEX "GoalTarget_questionId_idx" ON "GoalTarget"("questionId");

-- CreateIndex
CREATE INDEX "ActionTarget_lifeWheelAreaId_idx" ON "ActionTarget"("lifeWheelAreaId");

-- CreateIndex
CREATE INDEX "ActionTarget_questionId_idx" ON "ActionTarget"("questionId");

-- AddForeignKey
ALTER TABLE "GoalTarget" ADD CONSTRAINT "GoalTarget_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalTarget" ADD CONSTRAINT "GoalTarget_lifeWheelAreaId_fkey" FOREIGN KEY ("lifeWheelAreaId") REFERENCES "LifeWheelArea"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalTarget" ADD CONSTRAINT "GoalTarget_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionTarget" ADD CONSTRAINT "ActionTarget_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "Action"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionTarget" ADD CONSTRAINT "ActionTarget_lifeWheelAreaId_fkey" FOREIGN KEY ("lifeWheelAreaId") REFERENCES "LifeWheelArea"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionTarget" ADD CONSTRAINT "ActionTarget_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
