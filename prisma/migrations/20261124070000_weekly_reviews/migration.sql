-- Weekly reviews (issue 20): one per user and week, rated 1 to 5.

-- CreateTable
CREATE TABLE "WeeklyReview" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "weekStart" DATE NOT NULL,
    "wins" VARCHAR(1000) NOT NULL DEFAULT '',
    "obstacles" VARCHAR(1000) NOT NULL DEFAULT '',
    "changes" VARCHAR(1000) NOT NULL DEFAULT '',
    "rating" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WeeklyReview_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WeeklyReview_userId_weekStart_key" ON "WeeklyReview"("userId", "weekStart");

-- AddForeignKey
ALTER TABLE "WeeklyReview" ADD CONSTRAINT "WeeklyReview_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "WeeklyReview" ADD CONSTRAINT "WeeklyReview_rating_check" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "WeeklyReview" ADD CONSTRAINT "WeeklyReview_weekStart_monday_check" CHECK (EXTRACT(ISODOW FROM "weekStart") = 1);
