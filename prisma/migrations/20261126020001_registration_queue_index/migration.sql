-- CreateIndex
CREATE INDEX "Registration_expirationStatus_status_updatedAt_idx" ON "Registration"("expirationStatus", "status", "updatedAt");
