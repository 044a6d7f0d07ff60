-- CreateEnum
CREATE TYPE "LifeAreaKey" AS ENUM ('PERSONAL_DEVELOPMENT', 'PROFESSIONAL_ACTIVITY', 'HEALTH_NUTRITION', 'MONEY_FINANCES', 'SOCIAL_RELATIONSHIPS', 'COUPLE_INTIMACY');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('ACTIVE', 'SOMEDAY', 'COMPLETED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "GoalType" AS ENUM ('BE', 'DO', 'HAVE');

-- CreateEnum
CREATE TYPE "Energy" AS ENUM ('LOW', 'MEDIUM', 'HIGH');

-- CreateEnum
CREATE TYPE "PlanName" AS ENUM ('BASICO', 'MONTHLY', 'QUARTERLY', 'SEMESTER', 'ANNUAL');

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "currencyId" UUID NOT NULL,
    "termsAcceptedAt" TIMESTAMPTZ(3) NOT NULL,
    "passwordChangedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Profile" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "firstName" VARCHAR(80) NOT NULL,
    "lastName" VARCHAR(80) NOT NULL,
    "phone" VARCHAR(24) NOT NULL,
    "address" VARCHAR(200) NOT NULL,
    "avatarUrl" VARCHAR(2048) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Profile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "familyId" UUID NOT NULL,
    "tokenHash" CHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "rotatedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Currency" (
    "id" UUID NOT NULL,
    "code" CHAR(3) NOT NULL,
    "symbol" VARCHAR(4) NOT NULL,
    "order" INTEGER NOT NULL,

    CONSTRAINT "Currency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LifeArea" (
    "id" UUID NOT NULL,
    "key" "LifeAreaKey" NOT NULL,
    "order" INTEGER NOT NULL,
    "color" VARCHAR(7) NOT NULL,
    "emoji" VARCHAR(16) NOT NULL,
    "nameEs" VARCHAR(60) NOT NULL,
    "nameEn" VARCHAR(60) NOT NULL,

    CONSTRAINT "LifeArea_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Question" (
    "id" UUID NOT NULL,
    "lifeAreaId" UUID NOT NULL,
    "order" INTEGER NOT NULL,
    "haveMoreQuestions" BOOLEAN NOT NULL DEFAULT false,
    "textEs" VARCHAR(300) NOT NULL,
    "textEn" VARCHAR(300) NOT NULL,
    "tipEs" VARCHAR(300) NOT NULL,
    "tipEn" VARCHAR(300) NOT NULL,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LifeWheel" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "isAnswered" BOOLEAN NOT NULL DEFAULT false,
    "focusSelectedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LifeWheel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LifeWheelArea" (
    "id" UUID NOT NULL,
    "lifeWheelId" UUID NOT NULL,
    "lifeAreaId" UUID NOT NULL,
    "score" INTEGER,
    "isArchived" BOOLEAN NOT NULL DEFAULT false,
    "isBlocked" BOOLEAN NOT NULL DEFAULT true,
    "isFocus" BOOLEAN NOT NULL DEFAULT false,
    "answeredSet" BOOLEAN,
    "assessedAt" TIMESTAMPTZ(3),

    CONSTRAINT "LifeWheelArea_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Answer" (
    "id" UUID NOT NULL,
    "lifeWheelAreaId" UUID NOT NULL,
    "questionId" UUID NOT NULL,
    "value" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Answer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Project" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "lifeWheelAreaId" UUID NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "description" VARCHAR(2000) NOT NULL,
    "status" "ProjectStatus" NOT NULL DEFAULT 'ACTIVE',
    "expectedScore" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProjectDetail" (
    "id" UUID NOT NULL,
    "projectId" UUID NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,

    CONSTRAINT "ProjectDetail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Goal" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "projectDetailId" UUID NOT NULL,
    "goalType" "GoalType" NOT NULL,
    "content" VARCHAR(120) NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Goal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Context" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "name" VARCHAR(41) NOT NULL,
    "normalizedName" VARCHAR(41) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Context_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Action" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "goalId" UUID NOT NULL,
    "contextId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "description" VARCHAR(2000) NOT NULL DEFAULT '',
    "energy" "Energy" NOT NULL DEFAULT 'MEDIUM',
    "timeEstimate" INTEGER NOT NULL DEFAULT 30,
    "dueDate" DATE NOT NULL,
    "baseCapitalCents" INTEGER NOT NULL DEFAULT 0,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionPlan" (
    "id" UUID NOT NULL,
    "name" "PlanName" NOT NULL,
    "billingCycleMonths" INTEGER NOT NULL,
    "monthlyPriceCents" INTEGER NOT NULL,
    "discountPercent" INTEGER NOT NULL,
    "basePriceCents" INTEGER NOT NULL,
    "maxActiveProjects" INTEGER NOT NULL,
    "maxActionsPerMonth" INTEGER,
    "analytics" BOOLEAN NOT NULL,
    "starred" BOOLEAN NOT NULL DEFAULT false,
    "order" INTEGER NOT NULL,

    CONSTRAINT "SubscriptionPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserSubscription" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "planId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "paymentMethod" VARCHAR(32) NOT NULL,
    "autoRenew" BOOLEAN NOT NULL DEFAULT true,
    "startDate" TIMESTAMPTZ(3) NOT NULL,
    "renewalDate" TIMESTAMPTZ(3) NOT NULL,
    "cancelledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UserSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionPayment" (
    "id" UUID NOT NULL,
    "subscriptionId" UUID NOT NULL,
    "currencyId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "method" VARCHAR(32) NOT NULL,
    "reference" VARCHAR(64) NOT NULL,
    "paidAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SubscriptionPayment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_currencyId_idx" ON "User"("currencyId");

-- CreateIndex
CREATE UNIQUE INDEX "Profile_userId_key" ON "Profile"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Profile_phone_key" ON "Profile"("phone");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_userId_idx" ON "RefreshToken"("userId");

-- CreateIndex
CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

-- CreateIndex
CREATE UNIQUE INDEX "Currency_code_key" ON "Currency"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Currency_order_key" ON "Currency"("order");

-- CreateIndex
CREATE UNIQUE INDEX "LifeArea_key_key" ON "LifeArea"("key");

-- CreateIndex
CREATE UNIQUE INDEX "LifeArea_order_key" ON "LifeArea"("order");

-- CreateIndex
CREATE UNIQUE INDEX "Question_lifeAreaId_haveMoreQuestions_order_key" ON "Question"("lifeAreaId", "haveMoreQuestions", "order");

-- CreateIndex
CREATE UNIQUE INDEX "LifeWheel_userId_key" ON "LifeWheel"("userId");

-- CreateIndex
CREATE INDEX "LifeWheelArea_lifeAreaId_idx" ON "LifeWheelArea"("lifeAreaId");

-- CreateIndex
CREATE UNIQUE INDEX "LifeWheelArea_lifeWheelId_lifeAreaId_key" ON "LifeWheelArea"("lifeWheelId", "lifeAreaId");

-- CreateIndex
CREATE INDEX "Answer_questionId_idx" ON "Answer"("questionId");

-- CreateIndex
CREATE UNIQUE INDEX "Answer_lifeWheelAreaId_questionId_key" ON "Answer"("lifeWheelAreaId", "questionId");

-- CreateIndex
CREATE INDEX "Project_userId_createdAt_idx" ON "Project"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Project_userId_status_idx" ON "Project"("userId", "status");

-- CreateIndex
CREATE INDEX "Project_lifeWheelAreaId_idx" ON "Project"("lifeWheelAreaId");

-- CreateIndex
CREATE UNIQUE INDEX "ProjectDetail_projectId_key" ON "ProjectDetail"("projectId");

-- CreateIndex
CREATE INDEX "Goal_userId_createdAt_idx" ON "Goal"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Goal_projectDetailId_goalType_idx" ON "Goal"("projectDetailId", "goalType");

-- CreateIndex
CREATE INDEX "Context_userId_createdAt_idx" ON "Context"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Context_userId_normalizedName_key" ON "Context"("userId", "normalizedName");

-- CreateIndex
CREATE INDEX "Action_userId_dueDate_idx" ON "Action"("userId", "dueDate");

-- CreateIndex
CREATE INDEX "Action_userId_createdAt_idx" ON "Action"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Action_goalId_idx" ON "Action"("goalId");

-- CreateIndex
CREATE INDEX "Action_contextId_idx" ON "Action"("contextId");

-- CreateIndex
CREATE INDEX "Action_currencyId_idx" ON "Action"("currencyId");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionPlan_name_key" ON "SubscriptionPlan"("name");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionPlan_order_key" ON "SubscriptionPlan"("order");

-- CreateIndex
CREATE UNIQUE INDEX "UserSubscription_userId_key" ON "UserSubscription"("userId");

-- CreateIndex
CREATE INDEX "UserSubscription_planId_idx" ON "UserSubscription"("planId");

-- CreateIndex
CREATE INDEX "UserSubscription_currencyId_idx" ON "UserSubscription"("currencyId");

-- CreateIndex
CREATE INDEX "SubscriptionPayment_subscriptionId_idx" ON "SubscriptionPayment"("subscriptionId");

-- CreateIndex
CREATE INDEX "SubscriptionPayment_currencyId_idx" ON "SubscriptionPayment"("currencyId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Profile" ADD CONSTRAINT "Profile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_lifeAreaId_fkey" FOREIGN KEY ("lifeAreaId") REFERENCES "LifeArea"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LifeWheel" ADD CONSTRAINT "LifeWheel_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LifeWheelArea" ADD CONSTRAINT "LifeWheelArea_lifeWheelId_fkey" FOREIGN KEY ("lifeWheelId") REFERENCES "LifeWheel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LifeWheelArea" ADD CONSTRAINT "LifeWheelArea_lifeAreaId_fkey" FOREIGN KEY ("lifeAreaId") REFERENCES "LifeArea"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Answer" ADD CONSTRAINT "Answer_lifeWheelAreaId_fkey" FOREIGN KEY ("lifeWheelAreaId") REFERENCES "LifeWheelArea"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Answer" ADD CONSTRAINT "Answer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Project" ADD CONSTRAINT "Project_lifeWheelAreaId_fkey" FOREIGN KEY ("lifeWheelAreaId") REFERENCES "LifeWheelArea"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProjectDetail" ADD CONSTRAINT "ProjectDetail_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_projectDetailId_fkey" FOREIGN KEY ("projectDetailId") REFERENCES "ProjectDetail"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Context" ADD CONSTRAINT "Context_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_contextId_fkey" FOREIGN KEY ("contextId") REFERENCES "Context"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSubscription" ADD CONSTRAINT "UserSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSubscription" ADD CONSTRAINT "UserSubscription_planId_fkey" FOREIGN KEY ("planId") REFERENCES "SubscriptionPlan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserSubscription" ADD CONSTRAINT "UserSubscription_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionPayment" ADD CONSTRAINT "SubscriptionPayment_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "UserSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionPayment" ADD CONSTRAINT "SubscriptionPayment_currencyId_fkey" FOREIGN KEY ("currencyId") REFERENCES "Currency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Checks that Prisma's schema language cannot express
ALTER TABLE "User" ADD CONSTRAINT "User_email_lowercase_check" CHECK ("email" = lower("email"));
ALTER TABLE "Question" ADD CONSTRAINT "Question_order_check" CHECK ("order" >= 1);
ALTER TABLE "LifeWheelArea" ADD CONSTRAINT "LifeWheelArea_score_check" CHECK ("score" BETWEEN 0 AND 10);
ALTER TABLE "LifeWheelArea" ADD CONSTRAINT "LifeWheelArea_archived_score_check" CHECK ("isArchived" = ("score" IS NOT NULL));
ALTER TABLE "Project" ADD CONSTRAINT "Project_expectedScore_check" CHECK ("expectedScore" BETWEEN 1 AND 10);
ALTER TABLE "ProjectDetail" ADD CONSTRAINT "ProjectDetail_dates_check" CHECK ("endDate" > "startDate");
ALTER TABLE "Context" ADD CONSTRAINT "Context_name_check" CHECK (left("name", 1) = '@' AND length("name") >= 2 AND "normalizedName" = lower("name"));
ALTER TABLE "Action" ADD CONSTRAINT "Action_timeEstimate_check" CHECK ("timeEstimate" >= 1);
ALTER TABLE "Action" ADD CONSTRAINT "Action_baseCapitalCents_check" CHECK ("baseCapitalCents" >= 0);
ALTER TABLE "SubscriptionPlan" ADD CONSTRAINT "SubscriptionPlan_money_check" CHECK ("monthlyPriceCents" >= 0 AND "basePriceCents" >= 0 AND "discountPercent" BETWEEN 0 AND 100 AND "billingCycleMonths" >= 1 AND "maxActiveProjects" >= 0 AND ("maxActionsPerMonth" IS NULL OR "maxActionsPerMonth" >= 0));
ALTER TABLE "SubscriptionPayment" ADD CONSTRAINT "SubscriptionPayment_amountCents_check" CHECK ("amountCents" >= 0);
