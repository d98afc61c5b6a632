-- CreateTable
CREATE TABLE "SsoPartner" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "acsUrl" TEXT NOT NULL,
    "certificate" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "SsoPartner_entityId_key" ON "SsoPartner"("entityId");
