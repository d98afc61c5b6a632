-- CreateTable
CREATE TABLE "OutsideCall" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "action" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "state" TEXT NOT NULL DEFAULT 'pending',
    "tries" INTEGER NOT NULL DEFAULT 0,
    "nextTryAt" DATETIME,
    "lockedUntil" DATETIME,
    "lastError" TEXT,
    "result" TEXT,
    "transactionId" INTEGER,
    "registrationId" INTEGER,
    "userId" INTEGER,
    "userCertificationId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "doneAt" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "OutsideCall_key_key" ON "OutsideCall"("key");

-- CreateIndex
CREATE INDEX "OutsideCall_state_nextTryAt_idx" ON "OutsideCall"("state", "nextTryAt");

-- CreateIndex
CREATE INDEX "OutsideCall_registrationId_idx" ON "OutsideCall"("registrationId");

-- CreateIndex
CREATE INDEX "OutsideCall_userId_idx" ON "OutsideCall"("userId");

-- CreateIndex
CREATE INDEX "OutsideCall_transactionId_idx" ON "OutsideCall"("transactionId");

-- CreateIndex
CREATE INDEX "OutsideCall_userCertificationId_idx" ON "OutsideCall"("userCertificationId");
