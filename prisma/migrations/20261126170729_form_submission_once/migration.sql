-- CreateTable
CREATE TABLE "FormSubmission" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "recordId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "FormSubmission_createdAt_idx" ON "FormSubmission"("createdAt");
