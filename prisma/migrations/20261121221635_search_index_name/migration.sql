-- RedefineIndex
DROP INDEX "IndividualCeu_status_programTitle_sponsor_userId_idx";
CREATE INDEX "IndividualCeu_search_idx" ON "IndividualCeu"("status", "programTitle", "sponsor", "userId");
