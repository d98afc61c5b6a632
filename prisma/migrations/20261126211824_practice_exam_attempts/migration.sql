-- CreateTable
CREATE TABLE "PracticeExamAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "examNumber" INTEGER NOT NULL,
    "liveKey" TEXT,
    "externalAttemptId" TEXT,
    "redirectUrl" TEXT,
    "startedAt" DATETIME,
    "completedAt" DATETIME,
    "score" REAL,
    "poolExamStats" JSONB,
    "resetAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PracticeExamAttempt_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PracticeExamAttempt_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExamAttempt_liveKey_key" ON "PracticeExamAttempt"("liveKey");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExamAttempt_externalAttemptId_key" ON "PracticeExamAttempt"("externalAttemptId");

-- CreateIndex
CREATE INDEX "PracticeExamAttempt_registrationId_practiceExamId_examNumber_idx" ON "PracticeExamAttempt"("registrationId", "practiceExamId", "examNumber");

-- CreateIndex
CREATE INDEX "PracticeExamAttempt_practiceExamId_idx" ON "PracticeExamAttempt"("practiceExamId");

-- Carry the scores over as completed, live attempts (decision 49)
INSERT INTO "PracticeExamAttempt" ("registrationId", "practiceExamId", "examNumber", "liveKey", "startedAt", "completedAt", "score", "poolExamStats", "createdAt", "updatedAt")
SELECT "registrationId", "practiceExamId", "examNumber", "registrationId" || ':' || "practiceExamId" || ':' || "examNumber", "takenAt", "takenAt", "score", "poolExamStats", "createdAt", "createdAt"
FROM "PracticeExamScore";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "PracticeExamScore";
PRAGMA foreign_keys=on;
