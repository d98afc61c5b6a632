-- CreateIndex
CREATE INDEX "Event_name_date_idx" ON "Event"("name", "date");

-- CreateIndex
CREATE INDEX "Event_ceus_date_idx" ON "Event"("ceus", "date");

-- CreateIndex
CREATE INDEX "Event_approvedForEthics_date_idx" ON "Event"("approvedForEthics", "date");
