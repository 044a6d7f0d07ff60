-- CreateTable
CREATE TABLE "Pulse" (
    "id" UUID NOT NULL,
    "cycleId" UUID NOT NULL,
    "takenAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Pulse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PulseAnswer" (
    "pulseId" UUID NOT NULL,
    "questionId" UUID NOT NULL,
    "value" BOOLEAN NOT NULL,

    CONSTRAINT "PulseAnswer_pkey" PRIMARY KEY ("pulseId","questionId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Pulse_cycleId_key" ON "Pulse"("cycleId");

-- CreateIndex
CREATE INDEX "PulseAnswer_questionId_idx" ON "PulseAnswer"("questionId");

-- AddForeignKey
ALTER TABLE "Pulse" ADD CONSTRAINT "Pulse_cycleId_fkey" FOREIGN KEY ("cycleId") REFERENCES "Cycle"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PulseAnswer" ADD CONSTRAINT "PulseAnswer_pulseId_fkey" FOREIGN KEY ("pulseId") REFERENCES "Pulse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PulseAnswer" ADD CONSTRAINT "PulseAnswer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
