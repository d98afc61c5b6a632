-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_GroupCeu" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "credits" REAL NOT NULL,
    "creditTypeId" INTEGER NOT NULL,
    "programTitle" TEXT NOT NULL,
    "sponsor" TEXT NOT NULL,
    "programDescription" TEXT NOT NULL,
    "programAgenda" TEXT,
    "contactEmail" TEXT NOT NULL,
    "completionCode" TEXT,
    "startDate" DATETIME NOT NULL,
    "endDate" DATETIME NOT NULL,
    "listProgram" BOOLEAN NOT NULL DEFAULT false,
    "registrationUrl" TEXT,
    "attendanceCostCents" INTEGER,
    "organizationLogoId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "approved" BOOLEAN,
    "rejectionStatus" TEXT,
    "reviewLineItemId" INTEGER,
    "listingLineItemId" INTEGER,
    "submittedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GroupCeu_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_creditTypeId_fkey" FOREIGN KEY ("creditTypeId") REFERENCES "CreditType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_organizationLogoId_fkey" FOREIGN KEY ("organizationLogoId") REFERENCES "Media" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_reviewLineItemId_fkey" FOREIGN KEY ("reviewLineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_listingLineItemId_fkey" FOREIGN KEY ("listingLineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_GroupCeu" ("approved", "attendanceCostCents", "completionCode", "contactEmail", "createdAt", "creditTypeId", "credits", "endDate", "id", "listProgram", "listingLineItemId", "organizationLogoId", "programAgenda", "programDescription", "programTitle", "registrationUrl", "rejectionStatus", "reviewLineItemId", "sponsor", "startDate", "status", "submittedAt", "updatedAt", "userId") SELECT "approved", "attendanceCostCents", "completionCode", "contactEmail", "createdAt", "creditTypeId", "credits", "endDate", "id", "listProgram", "listingLineItemId", "organizationLogoId", "programAgenda", "programDescription", "programTitle", "registrationUrl", "rejectionStatus", "reviewLineItemId", "sponsor", "startDate", "status", "submittedAt", "updatedAt", "userId" FROM "GroupCeu";
DROP TABLE "GroupCeu";
ALTER TABLE "new_GroupCeu" RENAME TO "GroupCeu";
CREATE UNIQUE INDEX "GroupCeu_completionCode_key" ON "GroupCeu"("completionCode");
CREATE UNIQUE INDEX "GroupCeu_organizationLogoId_key" ON "GroupCeu"("organizationLogoId");
CREATE UNIQUE INDEX "GroupCeu_reviewLineItemId_key" ON "GroupCeu"("reviewLineItemId");
CREATE UNIQUE INDEX "GroupCeu_listingLineItemId_key" ON "GroupCeu"("listingLineItemId");
CREATE INDEX "GroupCeu_status_startDate_idx" ON "GroupCeu"("status", "startDate");
CREATE INDEX "GroupCeu_startDate_idx" ON "GroupCeu"("startDate");
CREATE INDEX "GroupCeu_userId_startDate_idx" ON "GroupCeu"("userId", "startDate");
CREATE INDEX "GroupCeu_submittedAt_idx" ON "GroupCeu"("submittedAt");
CREATE INDEX "GroupCeu_listProgram_startDate_idx" ON "GroupCeu"("listProgram", "startDate");
CREATE INDEX "GroupCeu_creditTypeId_idx" ON "GroupCeu"("creditTypeId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
