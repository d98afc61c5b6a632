-- CreateTable
CREATE TABLE "ThrottleHit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "ThrottleHit_key_createdAt_idx" ON "ThrottleHit"("key", "createdAt");

-- CreateIndex
CREATE INDEX "ThrottleHit_createdAt_idx" ON "ThrottleHit"("createdAt");
