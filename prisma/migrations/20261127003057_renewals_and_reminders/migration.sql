-- AlterTable
ALTER TABLE "LineItem" ADD COLUMN "chargeKey" TEXT;

-- AlterTable
ALTER TABLE "UserCertification" ADD COLUMN "ceuLapsePeriodId" INTEGER;
ALTER TABLE "UserCertification" ADD COLUMN "credentialId" TEXT;
ALTER TABLE "UserCertification" ADD COLUMN "credentialRevokedAt" DATETIME;

-- CreateTable
CREATE TABLE "TextMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "providerMessageId" TEXT,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    CONSTRAINT "TextMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Reminder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "dueOn" DATETIME NOT NULL,
    "days" INTEGER NOT NULL,
    "notificationId" INTEGER,
    "emailId" INTEGER,
    "text" TEXT NOT NULL,
    "textMessageId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Reminder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "TextMessage_userId_createdAt_idx" ON "TextMessage"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_key_key" ON "Reminder"("key");

-- CreateIndex
CREATE INDEX "Reminder_userId_createdAt_idx" ON "Reminder"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "LineItem_chargeKey_key" ON "LineItem"("chargeKey");
