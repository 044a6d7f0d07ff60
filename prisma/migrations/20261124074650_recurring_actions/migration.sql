-- Recurring actions (issue 20): a series and its occurrences, one action per (series, due date).

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "seriesId" UUID;

-- CreateTable
CREATE TABLE "ActionSeries" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "goalId" UUID NOT NULL,
    "contextId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "description" VARCHAR(2000) NOT NULL DEFAULT '',
    "energy" "Energy" NOT NULL DEFAULT 'MEDIUM',
    "timeEstimate" INTEGER NOT NULL DEFAULT 30,
    "baseCapitalCents" INTEGER NOT NULL DEFAULT 0,
    "everyDays" INTEGER,
    "weekdays" INTEGER[],
    "until" DATE NOT NULL,
    "lastDate" DATE NOT NULL,
    "stoppedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ActionSeries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ActionSeries_userId_idx" ON "ActionSeries"("userId");

-- CreateIndex
CREATE INDEX "ActionSeries_goalId_idx" ON "ActionSeries"("goalId");

-- CreateIndex
CREATE INDEX "ActionSeries_contextId_idx" ON "ActionSeries"("contextId");

-- CreateIndex
CREATE INDEX "ActionSeries_currencyId_idx" ON "ActionSeries"("currencyId");

-- CreateIndex
CREATE UNIQUE INDEX "Action_seriesId_dueDate_key" ON "Action"("seriesId", "dueDate");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "ActionSeries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionSeries" ADD CONSTRAINT "ActionSeries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionSeries" ADD CONSTRAINT "ActionSeries_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionSeries" ADD CONSTRAINT "ActionSeries_contextId_fkey" FOREIGN KEY ("contextId") REFERENCES "Context"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionSeries" ADD CONSTRAINT "ActionSeries_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ActionSeries" ADD CONSTRAINT "ActionSeries_rule_check" CHECK ("weekdays" IS NOT NULL AND (
  ("everyDays" IS NOT NULL AND "everyDays" BETWEEN 1 AND 365 AND cardinality("weekdays") = 0)
  OR ("everyDays" IS NULL AND cardinality("weekdays") BETWEEN 1 AND 7 AND "weekdays" <@ ARRAY[1,2,3,4,5,6,7])
));
ALTER TABLE "ActionSeries" ADD CONSTRAINT "ActionSeries_dates_check" CHECK ("lastDate" <= "until");
