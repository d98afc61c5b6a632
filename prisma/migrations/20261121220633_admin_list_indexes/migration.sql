-- CreateIndex
CREATE INDEX "IndividualCeu_status_programTitle_sponsor_userId_idx" ON "IndividualCeu"("status", "programTitle", "sponsor", "userId");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_completionDate_idx" ON "IndividualCeu"("status", "completionDate");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_sponsor_idx" ON "IndividualCeu"("status", "sponsor");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_credits_idx" ON "IndividualCeu"("status", "credits");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_rejectionStatus_idx" ON "IndividualCeu"("status", "rejectionStatus");

-- CreateIndex
CREATE INDEX "IndividualCeu_programTitle_idx" ON "IndividualCeu"("programTitle");

-- CreateIndex
CREATE INDEX "IndividualCeu_completionDate_idx" ON "IndividualCeu"("completionDate");

-- CreateIndex
CREATE INDEX "IndividualCeu_sponsor_idx" ON "IndividualCeu"("sponsor");

-- CreateIndex
CREATE INDEX "IndividualCeu_credits_idx" ON "IndividualCeu"("credits");

-- CreateIndex
CREATE INDEX "IndividualCeu_userId_status_idx" ON "IndividualCeu"("userId", "status");

-- CreateIndex
CREATE INDEX "User_deletedAt_lastName_firstName_email_idx" ON "User"("deletedAt", "lastName", "firstName", "email");

-- CreateIndex
CREATE INDEX "User_deletedAt_firstName_lastName_email_idx" ON "User"("deletedAt", "firstName", "lastName", "email");

-- CreateIndex
CREATE INDEX "User_deletedAt_email_firstName_lastName_idx" ON "User"("deletedAt", "email", "firstName", "lastName");

-- CreateIndex
CREATE INDEX "User_deletedAt_createdAt_email_firstName_lastName_idx" ON "User"("deletedAt", "createdAt", "email", "firstName", "lastName");
