-- CreateTable
CREATE TABLE "OAuthToken" (
    "system" TEXT NOT NULL PRIMARY KEY,
    "accessToken" TEXT,
    "accessExpiresAt" DATETIME,
    "refreshToken" TEXT NOT NULL,
    "lockedUntil" DATETIME,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "RegistrationLearningSection" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "scope" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL DEFAULT 0,
    "courseId" TEXT NOT NULL,
    "courseName" TEXT NOT NULL,
    "sectionId" TEXT,
    "sectionName" TEXT,
    "deadline" DATETIME,
    "enrolledAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RegistrationLearningSection_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationLearningSection_registrationId_scope_categoryId_key" ON "RegistrationLearningSection"("registrationId", "scope", "categoryId");
