-- CreateTable
CREATE TABLE "StripeEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "processedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Transaction" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "amountCents" INTEGER NOT NULL,
    "stripeId" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "paymentMethodType" TEXT NOT NULL,
    "cardLastFour" TEXT,
    "overrideNotes" TEXT,
    "discountId" INTEGER,
    "createdById" INTEGER,
    "failureMessage" TEXT,
    "lockKey" TEXT,
    "checkoutSessionId" TEXT,
    "pendingItems" JSONB,
    "saveCard" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Transaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Transaction_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Transaction_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Transaction" ("amountCents", "cardLastFour", "createdAt", "createdById", "discountId", "failureMessage", "id", "idempotencyKey", "overrideNotes", "paymentMethodType", "status", "stripeId", "type", "updatedAt", "userId") SELECT "amountCents", "cardLastFour", "createdAt", "createdById", "discountId", "failureMessage", "id", "idempotencyKey", "overrideNotes", "paymentMethodType", "status", "stripeId", "type", "updatedAt", "userId" FROM "Transaction";
DROP TABLE "Transaction";
ALTER TABLE "new_Transaction" RENAME TO "Transaction";
CREATE UNIQUE INDEX "Transaction_stripeId_key" ON "Transaction"("stripeId");
CREATE UNIQUE INDEX "Transaction_idempotencyKey_key" ON "Transaction"("idempotencyKey");
CREATE UNIQUE INDEX "Transaction_lockKey_key" ON "Transaction"("lockKey");
CREATE UNIQUE INDEX "Transaction_checkoutSessionId_key" ON "Transaction"("checkoutSessionId");
CREATE INDEX "Transaction_userId_createdAt_idx" ON "Transaction"("userId", "createdAt");
CREATE INDEX "Transaction_status_createdAt_idx" ON "Transaction"("status", "createdAt");
CREATE INDEX "Transaction_createdById_idx" ON "Transaction"("createdById");
CREATE INDEX "Transaction_discountId_idx" ON "Transaction"("discountId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
