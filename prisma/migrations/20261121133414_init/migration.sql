-- CreateTable
CREATE TABLE "Role" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" TEXT NOT NULL DEFAULT 'member',
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "suffix" TEXT,
    "dateOfBirth" DATETIME,
    "gender" TEXT,
    "ethnicity" TEXT,
    "website" TEXT,
    "contactMethod" INTEGER NOT NULL DEFAULT 0,
    "homePhone" TEXT,
    "workPhone" TEXT,
    "cellPhone" TEXT,
    "willText" BOOLEAN NOT NULL DEFAULT false,
    "agreeTos" BOOLEAN NOT NULL DEFAULT false,
    "referral" TEXT,
    "primaryAddressId" INTEGER,
    "avatarId" INTEGER,
    "mediaResource" BOOLEAN NOT NULL DEFAULT false,
    "publicBio" TEXT,
    "memberBio" TEXT,
    "twitterHandle" TEXT,
    "instagramProfile" TEXT,
    "linkedinProfile" TEXT,
    "facebookProfile" TEXT,
    "jobTitle" TEXT,
    "organization" TEXT,
    "yearsOfService" TEXT,
    "primaryWorkAreaCategoryId" INTEGER,
    "militaryInstallationId" INTEGER,
    "workAreaOther" BOOLEAN NOT NULL DEFAULT false,
    "areasOfWorkOther" TEXT,
    "areasOfExpertise" TEXT,
    "provideCounselingServices" BOOLEAN NOT NULL DEFAULT false,
    "agreeDemographicSearch" BOOLEAN NOT NULL DEFAULT false,
    "offerVirtualCounseling" BOOLEAN NOT NULL DEFAULT false,
    "offerLocalCounseling" BOOLEAN NOT NULL DEFAULT false,
    "offerGroupWorkshops" BOOLEAN NOT NULL DEFAULT false,
    "announcementHiddenAt" DATETIME,
    "profileLastUpdated" DATETIME,
    "profileUpdateModalShown" DATETIME,
    "pmType" TEXT,
    "pmLastFour" TEXT,
    "stripeCustomerId" TEXT,
    "stripePaymentMethodId" TEXT,
    "isEligibleForStudentMembership" BOOLEAN NOT NULL DEFAULT false,
    "secuId" TEXT,
    "brightspaceId" TEXT,
    "mentorConnect" BOOLEAN NOT NULL DEFAULT false,
    "isIndependentTrainer" BOOLEAN NOT NULL DEFAULT false,
    "membershipStatus" TEXT,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_role_fkey" FOREIGN KEY ("role") REFERENCES "Role" ("key") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "User_primaryAddressId_fkey" FOREIGN KEY ("primaryAddressId") REFERENCES "Address" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_avatarId_fkey" FOREIGN KEY ("avatarId") REFERENCES "Media" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_primaryWorkAreaCategoryId_fkey" FOREIGN KEY ("primaryWorkAreaCategoryId") REFERENCES "WorkAreaCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_militaryInstallationId_fkey" FOREIGN KEY ("militaryInstallationId") REFERENCES "MilitaryInstallation" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "impersonatingUserId" INTEGER,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Session_impersonatingUserId_fkey" FOREIGN KEY ("impersonatingUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LoginAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "EmailMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "to" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "template" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "providerMessageId" TEXT,
    "error" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    CONSTRAINT "EmailMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReferrerContext" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "referrer" TEXT NOT NULL,
    "heading" TEXT NOT NULL,
    "copy" TEXT NOT NULL,
    "videoUrl" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "actorId" INTEGER,
    "actingAsUserId" INTEGER,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "ipAddress" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AuditEvent_actingAsUserId_fkey" FOREIGN KEY ("actingAsUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Address" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT,
    "state" TEXT NOT NULL,
    "zip" TEXT,
    "country" TEXT NOT NULL DEFAULT 'US',
    "phone" TEXT,
    "lat" REAL,
    "lng" REAL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MilitaryInstallation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "branch" TEXT,
    "state" TEXT,
    "country" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WorkAreaCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WorkArea" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WorkArea_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "WorkAreaCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserPrimaryWorkArea" (
    "userId" INTEGER NOT NULL,
    "workAreaId" INTEGER NOT NULL,

    PRIMARY KEY ("userId", "workAreaId"),
    CONSTRAINT "UserPrimaryWorkArea_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserPrimaryWorkArea_workAreaId_fkey" FOREIGN KEY ("workAreaId") REFERENCES "WorkArea" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserWorkArea" (
    "userId" INTEGER NOT NULL,
    "workAreaId" INTEGER NOT NULL,

    PRIMARY KEY ("userId", "workAreaId"),
    CONSTRAINT "UserWorkArea_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserWorkArea_workAreaId_fkey" FOREIGN KEY ("workAreaId") REFERENCES "WorkArea" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserWorkAreaCategory" (
    "userId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,

    PRIMARY KEY ("userId", "categoryId"),
    CONSTRAINT "UserWorkAreaCategory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserWorkAreaCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "WorkAreaCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Media" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "ownerUserId" INTEGER NOT NULL,
    "uploadedById" INTEGER,
    "kind" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "storedPath" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "registrationId" INTEGER,
    "individualCeuId" INTEGER,
    "groupCeuId" INTEGER,
    "experienceId" INTEGER,
    "membershipRequestId" INTEGER,
    "extensionId" INTEGER,
    CONSTRAINT "Media_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Media_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Media_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Media_individualCeuId_fkey" FOREIGN KEY ("individualCeuId") REFERENCES "IndividualCeu" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Media_groupCeuId_fkey" FOREIGN KEY ("groupCeuId") REFERENCES "GroupCeu" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Media_experienceId_fkey" FOREIGN KEY ("experienceId") REFERENCES "Experience" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Media_membershipRequestId_fkey" FOREIGN KEY ("membershipRequestId") REFERENCES "MembershipRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Media_extensionId_fkey" FOREIGN KEY ("extensionId") REFERENCES "Extension" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserFlag" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdById" INTEGER,
    "resolvedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserFlag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserFlag_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Note" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "note" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Note_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Note_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Group" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "experienceFields" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "UserGroup" (
    "userId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "groupId"),
    CONSTRAINT "UserGroup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserGroup_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "category" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'general',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "imageUrl" TEXT,
    "actionText" TEXT,
    "actionUrl" TEXT,
    "productId" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" DATETIME,
    "endsAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Announcement_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HtmlCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "url" TEXT,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "priceCents" INTEGER NOT NULL,
    "memberPriceCents" INTEGER,
    "retakePriceCents" INTEGER,
    "freeForMembers" BOOLEAN NOT NULL DEFAULT false,
    "categoryId" INTEGER,
    "pathwayTypeId" INTEGER,
    "certificationId" INTEGER,
    "withExams" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ProductCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Product_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Product_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Discount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'promo',
    "percentage" BOOLEAN NOT NULL DEFAULT false,
    "amount" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" DATETIME,
    "endsAt" DATETIME,
    "usageLimit" INTEGER,
    "usage" INTEGER NOT NULL DEFAULT 0,
    "ownerUserId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Discount_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LineItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER,
    "kind" TEXT NOT NULL,
    "registrationId" INTEGER,
    "userCertificationId" INTEGER,
    "name" TEXT NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "finalPriceCents" INTEGER NOT NULL,
    "retakePriceCents" INTEGER,
    "priceBeforeDiscountCents" INTEGER,
    "freeForMembers" BOOLEAN NOT NULL DEFAULT false,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "showInCart" BOOLEAN NOT NULL DEFAULT true,
    "paymentMethodId" TEXT,
    "transactionId" INTEGER,
    "discountId" INTEGER,
    "hcCourseId" TEXT,
    "due" DATETIME,
    "year" INTEGER,
    "withQty" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "extra" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LineItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "LineItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "LineItem_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "LineItem_userCertificationId_fkey" FOREIGN KEY ("userCertificationId") REFERENCES "UserCertification" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "LineItem_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "LineItem_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Transaction" (
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Transaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Transaction_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Transaction_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DonationOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "categoryId" INTEGER,
    "amountsCents" JSONB NOT NULL,
    "productId" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "DonationOption_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ProductCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "DonationOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Donation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "optionId" INTEGER,
    "amountCents" INTEGER NOT NULL,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "lineItemId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Donation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Donation_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "DonationOption" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Donation_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MembershipType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "productId" INTEGER,
    "requiresReview" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MembershipType_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserMembership" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "membershipTypeId" INTEGER NOT NULL,
    "productId" INTEGER,
    "lineItemId" INTEGER,
    "start" DATETIME NOT NULL,
    "end" DATETIME NOT NULL,
    "approved" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserMembership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserMembership_membershipTypeId_fkey" FOREIGN KEY ("membershipTypeId") REFERENCES "MembershipType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "UserMembership_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UserMembership_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MembershipRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "membershipTypeId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "isRequestingCall" BOOLEAN NOT NULL DEFAULT false,
    "memberForTenYears" BOOLEAN NOT NULL DEFAULT false,
    "dateOfBirth" DATETIME,
    "message" TEXT,
    "reviewedById" INTEGER,
    "reviewedAt" DATETIME,
    "userMembershipId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MembershipRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MembershipRequest_membershipTypeId_fkey" FOREIGN KEY ("membershipTypeId") REFERENCES "MembershipType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "MembershipRequest_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "MembershipRequest_userMembershipId_fkey" FOREIGN KEY ("userMembershipId") REFERENCES "UserMembership" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MembershipResourceCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "MembershipResource" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "categoryId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "url" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MembershipResource_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "MembershipResourceCategory" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Certification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "abbreviation" TEXT,
    "description" TEXT,
    "reportable" BOOLEAN NOT NULL DEFAULT true,
    "ceuCreditsRequired" REAL,
    "ethicsCreditsRequired" REAL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "UserCertification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "certificationId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'good_standing',
    "accredibleUrl" TEXT,
    "reportingPeriodId" INTEGER,
    "issuedAt" DATETIME,
    "expiresAt" DATETIME,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserCertification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserCertification_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "UserCertification_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UserCertification_reportingPeriodId_fkey" FOREIGN KEY ("reportingPeriodId") REFERENCES "ReportingPeriod" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReportingPeriod" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "start" DATETIME NOT NULL,
    "end" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'upcoming',
    "reportable" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Renewal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "userCertificationId" INTEGER NOT NULL,
    "reportingPeriodId" INTEGER,
    "year" INTEGER NOT NULL,
    "extraYear" INTEGER,
    "paymentCents" INTEGER NOT NULL,
    "extraPaymentCents" INTEGER,
    "payExtra" BOOLEAN NOT NULL DEFAULT false,
    "credits" REAL NOT NULL DEFAULT 0,
    "totalCreditsRequired" REAL NOT NULL DEFAULT 0,
    "earnedCredits" REAL NOT NULL DEFAULT 0,
    "earnedEthicsCredits" REAL NOT NULL DEFAULT 0,
    "ethicCreditsRequired" REAL NOT NULL DEFAULT 0,
    "dueDate" DATETIME,
    "individualsServed" INTEGER,
    "hoursProvided" REAL,
    "signature" TEXT,
    "signedAt" DATETIME,
    "lineItemId" INTEGER,
    "extraLineItemId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Renewal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Renewal_userCertificationId_fkey" FOREIGN KEY ("userCertificationId") REFERENCES "UserCertification" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Renewal_reportingPeriodId_fkey" FOREIGN KEY ("reportingPeriodId") REFERENCES "ReportingPeriod" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Renewal_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Renewal_extraLineItemId_fkey" FOREIGN KEY ("extraLineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PathwayType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "certificationId" INTEGER,
    "deadlineMonths" INTEGER NOT NULL,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "requiresPreapproval" BOOLEAN NOT NULL DEFAULT false,
    "requiredHours" REAL NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PathwayType_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UniversityProgram" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "department" TEXT,
    "city" TEXT,
    "state" TEXT,
    "website" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CourseMaterial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "productId" INTEGER,
    "hcCourseId" TEXT,
    "brightspaceCourseId" TEXT,
    "requiresShipping" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CourseMaterial_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PathwayCourseMaterial" (
    "pathwayTypeId" INTEGER NOT NULL,
    "courseMaterialId" INTEGER NOT NULL,

    PRIMARY KEY ("pathwayTypeId", "courseMaterialId"),
    CONSTRAINT "PathwayCourseMaterial_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PathwayCourseMaterial_courseMaterialId_fkey" FOREIGN KEY ("courseMaterialId") REFERENCES "CourseMaterial" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RegistrationCourseMaterial" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "courseMaterialId" INTEGER NOT NULL,
    "hcCourseId" TEXT,
    "brightspaceCourseId" TEXT,
    "lineItemId" INTEGER,
    "transactionId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RegistrationCourseMaterial_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RegistrationCourseMaterial_courseMaterialId_fkey" FOREIGN KEY ("courseMaterialId") REFERENCES "CourseMaterial" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "RegistrationCourseMaterial_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "RegistrationCourseMaterial_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TrainingCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "descriptionVideoUrl" TEXT,
    "renewalProductId" INTEGER,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TrainingCategory_renewalProductId_fkey" FOREIGN KEY ("renewalProductId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Training" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "categoryId" INTEGER NOT NULL,
    "available" BOOLEAN NOT NULL DEFAULT true,
    "show" BOOLEAN NOT NULL DEFAULT true,
    "productId" INTEGER,
    "brightspaceCourseId" TEXT,
    "hcCourseId" TEXT,
    "accredibleGroupId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Training_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "TrainingCategory" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Training_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UserTraining" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "trainingId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'enrolled',
    "accredibleUrl" TEXT,
    "brightspaceSectionId" TEXT,
    "completedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "UserTraining_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "UserTraining_trainingId_fkey" FOREIGN KEY ("trainingId") REFERENCES "Training" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "UserTraining_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "IndependentTrainer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "approvedAt" DATETIME,
    "expiresAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "IndependentTrainer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "IndependentTrainer_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Exam" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "certificationId" INTEGER,
    "productId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Exam_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Exam_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExamAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "examId" INTEGER,
    "name" TEXT NOT NULL,
    "lineItemId" INTEGER,
    "transactionId" INTEGER,
    "finalPriceCents" INTEGER NOT NULL DEFAULT 0,
    "score" REAL,
    "result" TEXT,
    "takenAt" DATETIME,
    "retake" BOOLEAN NOT NULL DEFAULT false,
    "internationalExam" BOOLEAN NOT NULL DEFAULT false,
    "extra" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ExamAttempt_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExamAttempt_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ExamAttempt_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "ExamAttempt_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PracticeExam" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "certificationId" INTEGER,
    "productId" INTEGER,
    "externalExamId" TEXT,
    "registrationFlowLanguage" TEXT,
    "registrationFlowCheckboxText" TEXT,
    "takeExamPopupText" TEXT,
    "takeExamButtonText" TEXT,
    "accessResultsText" TEXT,
    "accessResultsButtonText" TEXT,
    "surveyQuestions" JSONB NOT NULL,
    "surveyHeaderText" TEXT,
    "surveyButtonText" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PracticeExam_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "PracticeExam_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RegistrationPracticeExam" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "lineItemId" INTEGER,
    "currentExamNumber" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RegistrationPracticeExam_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RegistrationPracticeExam_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "RegistrationPracticeExam_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PracticeExamScore" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "examNumber" INTEGER NOT NULL,
    "score" REAL,
    "poolExamStats" JSONB NOT NULL,
    "takenAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PracticeExamScore_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PracticeExamScore_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PracticeExamSurveyResponse" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "examNumber" INTEGER NOT NULL,
    "surveyType" TEXT NOT NULL,
    "responses" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PracticeExamSurveyResponse_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PracticeExamSurveyResponse_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Registration" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "step" TEXT NOT NULL DEFAULT 'pathway',
    "status" TEXT NOT NULL DEFAULT 'pre_registration',
    "expirationStatus" TEXT,
    "deadline" DATETIME,
    "enrolledOn" DATETIME,
    "graduatedOn" DATETIME,
    "certificateName" TEXT,
    "mspClass" TEXT,
    "militarySpouse" BOOLEAN NOT NULL DEFAULT false,
    "requiredHours" REAL NOT NULL DEFAULT 0,
    "trainingId" INTEGER,
    "certificationId" INTEGER,
    "pathwayTypeId" INTEGER,
    "shippingAddressId" INTEGER,
    "shippingName" TEXT,
    "shippingAddressLine1" TEXT,
    "shippingAddressLine2" TEXT,
    "shippingCity" TEXT,
    "shippingState" TEXT,
    "shippingZip" TEXT,
    "shippingCountry" TEXT,
    "shippingPhone" TEXT,
    "payExamFeeUpfront" BOOLEAN NOT NULL DEFAULT true,
    "internationalExam" BOOLEAN NOT NULL DEFAULT false,
    "purchasePracticeExam" BOOLEAN NOT NULL DEFAULT false,
    "universityProgramId" INTEGER,
    "universityProgramDepartment" TEXT,
    "universityProgramLevelOfStudy" TEXT,
    "independentTrainerId" INTEGER,
    "educationUniversity" TEXT,
    "educationCity" TEXT,
    "educationState" TEXT,
    "educationGraduationYear" INTEGER,
    "educationDegree" TEXT,
    "educationOtherCertifications" TEXT,
    "codeOfEthicsSignature" TEXT,
    "codeOfEthicsSignedAt" DATETIME,
    "trainerEducation" TEXT,
    "trainerLicenses" TEXT,
    "trainerBio" TEXT,
    "trainerEmail" TEXT,
    "trainerPhone" TEXT,
    "trainerWebsite" TEXT,
    "trainerFacebook" TEXT,
    "trainerInstagram" TEXT,
    "trainerTwitter" TEXT,
    "trainerLinkedin" TEXT,
    "trainerOfferingLearningSystem" BOOLEAN,
    "trainerProgramFormat" JSONB,
    "trainerInPersonLocation" JSONB,
    "trainerDesignatedAddress" TEXT,
    "trainerTravelingStates" JSONB,
    "trainerAudience" JSONB,
    "trainerGroupSize" TEXT,
    "trainerLanguages" JSONB,
    "trainerLanguageOther" TEXT,
    "trainerSignature" TEXT,
    "trainerSignatureDate" DATETIME,
    "trainerDiscountId" INTEGER,
    "trainerProfileUpdatedAt" DATETIME,
    "brightspaceEnrollment" BOOLEAN NOT NULL DEFAULT false,
    "brightspaceRemoval" BOOLEAN NOT NULL DEFAULT false,
    "brightspaceSectionId" TEXT,
    "holmesOrderId" TEXT,
    "extra" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Registration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Registration_trainingId_fkey" FOREIGN KEY ("trainingId") REFERENCES "Training" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_shippingAddressId_fkey" FOREIGN KEY ("shippingAddressId") REFERENCES "Address" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_universityProgramId_fkey" FOREIGN KEY ("universityProgramId") REFERENCES "UniversityProgram" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_independentTrainerId_fkey" FOREIGN KEY ("independentTrainerId") REFERENCES "IndependentTrainer" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_trainerDiscountId_fkey" FOREIGN KEY ("trainerDiscountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RegistrationReview" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "message" TEXT,
    "registrationStatus" TEXT NOT NULL,
    "previousStep" TEXT,
    "newStep" TEXT,
    "newStatus" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RegistrationReview_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RegistrationReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CreditType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "ethics" BOOLEAN NOT NULL DEFAULT false,
    "minimumCredits" REAL NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "GroupCeu" (
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
    "submittedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GroupCeu_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_creditTypeId_fkey" FOREIGN KEY ("creditTypeId") REFERENCES "CreditType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_organizationLogoId_fkey" FOREIGN KEY ("organizationLogoId") REFERENCES "Media" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_reviewLineItemId_fkey" FOREIGN KEY ("reviewLineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "GroupCeu_listingLineItemId_fkey" FOREIGN KEY ("listingLineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "IndividualCeu" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "preapprovedCreditId" INTEGER,
    "reportingPeriodId" INTEGER NOT NULL,
    "completionDate" DATETIME NOT NULL,
    "credits" REAL NOT NULL,
    "creditTypeId" INTEGER NOT NULL,
    "programTitle" TEXT NOT NULL,
    "sponsor" TEXT NOT NULL,
    "programDescription" TEXT NOT NULL,
    "programAgenda" TEXT,
    "completionCode" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "approved" BOOLEAN,
    "rejectionStatus" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "submittedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "IndividualCeu_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "IndividualCeu_preapprovedCreditId_fkey" FOREIGN KEY ("preapprovedCreditId") REFERENCES "GroupCeu" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "IndividualCeu_reportingPeriodId_fkey" FOREIGN KEY ("reportingPeriodId") REFERENCES "ReportingPeriod" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "IndividualCeu_creditTypeId_fkey" FOREIGN KEY ("creditTypeId") REFERENCES "CreditType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CeuReview" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "individualCeuId" INTEGER,
    "groupCeuId" INTEGER,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CeuReview_individualCeuId_fkey" FOREIGN KEY ("individualCeuId") REFERENCES "IndividualCeu" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CeuReview_groupCeuId_fkey" FOREIGN KEY ("groupCeuId") REFERENCES "GroupCeu" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CeuReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FellowshipServiceType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "percentage" BOOLEAN NOT NULL DEFAULT false,
    "allowed" REAL NOT NULL,
    "militarySpouseOnly" BOOLEAN NOT NULL DEFAULT false,
    "fileUploadRequired" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Experience" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "fellowshipServiceTypeId" INTEGER NOT NULL,
    "sessions" INTEGER,
    "attendance" INTEGER,
    "practicumImpact" TEXT,
    "organization" TEXT NOT NULL,
    "title" TEXT,
    "hours" REAL NOT NULL,
    "supervisorName" TEXT NOT NULL,
    "supervisorEmail" TEXT NOT NULL,
    "supervisorPhone" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "startDate" DATETIME NOT NULL,
    "endDate" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "approved" BOOLEAN,
    "rejectionStatus" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "extra" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Experience_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Experience_fellowshipServiceTypeId_fkey" FOREIGN KEY ("fellowshipServiceTypeId") REFERENCES "FellowshipServiceType" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExperienceReview" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "experienceId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ExperienceReview_experienceId_fkey" FOREIGN KEY ("experienceId") REFERENCES "Experience" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExperienceReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExperienceValidation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "registrationId" INTEGER NOT NULL,
    "createdById" INTEGER,
    "supervisorEmail" TEXT NOT NULL,
    "start" DATETIME,
    "end" DATETIME,
    "hours" REAL,
    "description" TEXT,
    "comments" TEXT,
    "signature" TEXT,
    "signedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ExperienceValidation_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExperienceValidation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExperienceValidationExperience" (
    "validationId" INTEGER NOT NULL,
    "experienceId" INTEGER NOT NULL,

    PRIMARY KEY ("validationId", "experienceId"),
    CONSTRAINT "ExperienceValidationExperience_validationId_fkey" FOREIGN KEY ("validationId") REFERENCES "ExperienceValidation" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExperienceValidationExperience_experienceId_fkey" FOREIGN KEY ("experienceId") REFERENCES "Experience" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Extension" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "userCertificationId" INTEGER,
    "approved" BOOLEAN,
    "completedHours" REAL NOT NULL,
    "deadline" DATETIME,
    "signature" TEXT NOT NULL,
    "signedAt" DATETIME,
    "lineItemId" INTEGER,
    "submittedAt" DATETIME,
    "decidedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Extension_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Extension_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Extension_userCertificationId_fkey" FOREIGN KEY ("userCertificationId") REFERENCES "UserCertification" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Extension_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ExtensionReview" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "extensionId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ExtensionReview_extensionId_fkey" FOREIGN KEY ("extensionId") REFERENCES "Extension" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ExtensionReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Event" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "type" TEXT NOT NULL,
    "approvedForEthics" BOOLEAN NOT NULL DEFAULT false,
    "date" DATETIME NOT NULL,
    "expirationDate" DATETIME,
    "ceus" REAL,
    "experienceHours" REAL,
    "imageUrl" TEXT,
    "productId" INTEGER,
    "registrationUrl" TEXT,
    "recordingUrl" TEXT,
    "resource1Url" TEXT,
    "resource2Url" TEXT,
    "extra" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Event_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "EventRegistration" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "eventId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "lineItemId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EventRegistration_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventRegistration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "EventRegistration_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Role_key_key" ON "Role"("key");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_primaryAddressId_key" ON "User"("primaryAddressId");

-- CreateIndex
CREATE UNIQUE INDEX "User_avatarId_key" ON "User"("avatarId");

-- CreateIndex
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");

-- CreateIndex
CREATE INDEX "User_lastName_firstName_idx" ON "User"("lastName", "firstName");

-- CreateIndex
CREATE INDEX "User_firstName_lastName_idx" ON "User"("firstName", "lastName");

-- CreateIndex
CREATE INDEX "User_primaryWorkAreaCategoryId_idx" ON "User"("primaryWorkAreaCategoryId");

-- CreateIndex
CREATE INDEX "User_militaryInstallationId_idx" ON "User"("militaryInstallationId");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "Session_impersonatingUserId_idx" ON "Session"("impersonatingUserId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- CreateIndex
CREATE INDEX "LoginAttempt_email_createdAt_idx" ON "LoginAttempt"("email", "createdAt");

-- CreateIndex
CREATE INDEX "LoginAttempt_ipAddress_createdAt_idx" ON "LoginAttempt"("ipAddress", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_to_createdAt_idx" ON "EmailMessage"("to", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_status_createdAt_idx" ON "EmailMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_userId_idx" ON "EmailMessage"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ReferrerContext_referrer_key" ON "ReferrerContext"("referrer");

-- CreateIndex
CREATE INDEX "AuditEvent_entityType_entityId_idx" ON "AuditEvent"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_actingAsUserId_idx" ON "AuditEvent"("actingAsUserId");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE INDEX "Address_userId_idx" ON "Address"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "MilitaryInstallation_name_key" ON "MilitaryInstallation"("name");

-- CreateIndex
CREATE UNIQUE INDEX "WorkAreaCategory_name_key" ON "WorkAreaCategory"("name");

-- CreateIndex
CREATE UNIQUE INDEX "WorkArea_categoryId_name_key" ON "WorkArea"("categoryId", "name");

-- CreateIndex
CREATE INDEX "UserPrimaryWorkArea_workAreaId_idx" ON "UserPrimaryWorkArea"("workAreaId");

-- CreateIndex
CREATE INDEX "UserWorkArea_workAreaId_idx" ON "UserWorkArea"("workAreaId");

-- CreateIndex
CREATE INDEX "UserWorkAreaCategory_categoryId_idx" ON "UserWorkAreaCategory"("categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "Media_storedPath_key" ON "Media"("storedPath");

-- CreateIndex
CREATE INDEX "Media_ownerUserId_kind_idx" ON "Media"("ownerUserId", "kind");

-- CreateIndex
CREATE INDEX "Media_uploadedById_idx" ON "Media"("uploadedById");

-- CreateIndex
CREATE INDEX "Media_registrationId_idx" ON "Media"("registrationId");

-- CreateIndex
CREATE INDEX "Media_individualCeuId_idx" ON "Media"("individualCeuId");

-- CreateIndex
CREATE INDEX "Media_groupCeuId_idx" ON "Media"("groupCeuId");

-- CreateIndex
CREATE INDEX "Media_experienceId_idx" ON "Media"("experienceId");

-- CreateIndex
CREATE INDEX "Media_membershipRequestId_idx" ON "Media"("membershipRequestId");

-- CreateIndex
CREATE INDEX "Media_extensionId_idx" ON "Media"("extensionId");

-- CreateIndex
CREATE INDEX "UserFlag_userId_active_idx" ON "UserFlag"("userId", "active");

-- CreateIndex
CREATE INDEX "UserFlag_createdById_idx" ON "UserFlag"("createdById");

-- CreateIndex
CREATE INDEX "Note_userId_createdAt_idx" ON "Note"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Note_authorId_idx" ON "Note"("authorId");

-- CreateIndex
CREATE UNIQUE INDEX "Group_name_key" ON "Group"("name");

-- CreateIndex
CREATE INDEX "UserGroup_groupId_idx" ON "UserGroup"("groupId");

-- CreateIndex
CREATE INDEX "MessageTemplate_category_active_idx" ON "MessageTemplate"("category", "active");

-- CreateIndex
CREATE INDEX "Announcement_active_startsAt_idx" ON "Announcement"("active", "startsAt");

-- CreateIndex
CREATE INDEX "Announcement_productId_idx" ON "Announcement"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "HtmlCard_key_key" ON "HtmlCard"("key");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProductCategory_key_key" ON "ProductCategory"("key");

-- CreateIndex
CREATE INDEX "Product_kind_idx" ON "Product"("kind");

-- CreateIndex
CREATE INDEX "Product_categoryId_idx" ON "Product"("categoryId");

-- CreateIndex
CREATE INDEX "Product_pathwayTypeId_idx" ON "Product"("pathwayTypeId");

-- CreateIndex
CREATE INDEX "Product_certificationId_idx" ON "Product"("certificationId");

-- CreateIndex
CREATE UNIQUE INDEX "Discount_code_key" ON "Discount"("code");

-- CreateIndex
CREATE INDEX "Discount_ownerUserId_idx" ON "Discount"("ownerUserId");

-- CreateIndex
CREATE INDEX "LineItem_userId_transactionId_idx" ON "LineItem"("userId", "transactionId");

-- CreateIndex
CREATE INDEX "LineItem_transactionId_idx" ON "LineItem"("transactionId");

-- CreateIndex
CREATE INDEX "LineItem_registrationId_idx" ON "LineItem"("registrationId");

-- CreateIndex
CREATE INDEX "LineItem_userCertificationId_year_idx" ON "LineItem"("userCertificationId", "year");

-- CreateIndex
CREATE INDEX "LineItem_productId_idx" ON "LineItem"("productId");

-- CreateIndex
CREATE INDEX "LineItem_discountId_idx" ON "LineItem"("discountId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_stripeId_key" ON "Transaction"("stripeId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_idempotencyKey_key" ON "Transaction"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Transaction_userId_createdAt_idx" ON "Transaction"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Transaction_status_createdAt_idx" ON "Transaction"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Transaction_createdById_idx" ON "Transaction"("createdById");

-- CreateIndex
CREATE INDEX "Transaction_discountId_idx" ON "Transaction"("discountId");

-- CreateIndex
CREATE UNIQUE INDEX "DonationOption_productId_key" ON "DonationOption"("productId");

-- CreateIndex
CREATE INDEX "DonationOption_categoryId_idx" ON "DonationOption"("categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "Donation_lineItemId_key" ON "Donation"("lineItemId");

-- CreateIndex
CREATE INDEX "Donation_userId_idx" ON "Donation"("userId");

-- CreateIndex
CREATE INDEX "Donation_optionId_idx" ON "Donation"("optionId");

-- CreateIndex
CREATE UNIQUE INDEX "MembershipType_key_key" ON "MembershipType"("key");

-- CreateIndex
CREATE UNIQUE INDEX "MembershipType_productId_key" ON "MembershipType"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "UserMembership_lineItemId_key" ON "UserMembership"("lineItemId");

-- CreateIndex
CREATE INDEX "UserMembership_userId_end_idx" ON "UserMembership"("userId", "end");

-- CreateIndex
CREATE INDEX "UserMembership_membershipTypeId_idx" ON "UserMembership"("membershipTypeId");

-- CreateIndex
CREATE UNIQUE INDEX "MembershipRequest_userMembershipId_key" ON "MembershipRequest"("userMembershipId");

-- CreateIndex
CREATE INDEX "MembershipRequest_status_createdAt_idx" ON "MembershipRequest"("status", "createdAt");

-- CreateIndex
CREATE INDEX "MembershipRequest_userId_createdAt_idx" ON "MembershipRequest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "MembershipRequest_membershipTypeId_idx" ON "MembershipRequest"("membershipTypeId");

-- CreateIndex
CREATE INDEX "MembershipRequest_reviewedById_idx" ON "MembershipRequest"("reviewedById");

-- CreateIndex
CREATE INDEX "MembershipResource_categoryId_sortOrder_idx" ON "MembershipResource"("categoryId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Certification_key_key" ON "Certification"("key");

-- CreateIndex
CREATE UNIQUE INDEX "UserCertification_registrationId_key" ON "UserCertification"("registrationId");

-- CreateIndex
CREATE INDEX "UserCertification_certificationId_status_idx" ON "UserCertification"("certificationId", "status");

-- CreateIndex
CREATE INDEX "UserCertification_reportingPeriodId_idx" ON "UserCertification"("reportingPeriodId");

-- CreateIndex
CREATE UNIQUE INDEX "UserCertification_userId_certificationId_key" ON "UserCertification"("userId", "certificationId");

-- CreateIndex
CREATE UNIQUE INDEX "ReportingPeriod_name_key" ON "ReportingPeriod"("name");

-- CreateIndex
CREATE INDEX "ReportingPeriod_start_idx" ON "ReportingPeriod"("start");

-- CreateIndex
CREATE UNIQUE INDEX "Renewal_lineItemId_key" ON "Renewal"("lineItemId");

-- CreateIndex
CREATE UNIQUE INDEX "Renewal_extraLineItemId_key" ON "Renewal"("extraLineItemId");

-- CreateIndex
CREATE INDEX "Renewal_userId_idx" ON "Renewal"("userId");

-- CreateIndex
CREATE INDEX "Renewal_reportingPeriodId_idx" ON "Renewal"("reportingPeriodId");

-- CreateIndex
CREATE UNIQUE INDEX "Renewal_userCertificationId_year_key" ON "Renewal"("userCertificationId", "year");

-- CreateIndex
CREATE UNIQUE INDEX "PathwayType_key_key" ON "PathwayType"("key");

-- CreateIndex
CREATE INDEX "PathwayType_certificationId_idx" ON "PathwayType"("certificationId");

-- CreateIndex
CREATE INDEX "UniversityProgram_name_idx" ON "UniversityProgram"("name");

-- CreateIndex
CREATE UNIQUE INDEX "CourseMaterial_productId_key" ON "CourseMaterial"("productId");

-- CreateIndex
CREATE INDEX "PathwayCourseMaterial_courseMaterialId_idx" ON "PathwayCourseMaterial"("courseMaterialId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationCourseMaterial_lineItemId_key" ON "RegistrationCourseMaterial"("lineItemId");

-- CreateIndex
CREATE INDEX "RegistrationCourseMaterial_courseMaterialId_idx" ON "RegistrationCourseMaterial"("courseMaterialId");

-- CreateIndex
CREATE INDEX "RegistrationCourseMaterial_transactionId_idx" ON "RegistrationCourseMaterial"("transactionId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationCourseMaterial_registrationId_courseMaterialId_key" ON "RegistrationCourseMaterial"("registrationId", "courseMaterialId");

-- CreateIndex
CREATE UNIQUE INDEX "TrainingCategory_key_key" ON "TrainingCategory"("key");

-- CreateIndex
CREATE INDEX "TrainingCategory_renewalProductId_idx" ON "TrainingCategory"("renewalProductId");

-- CreateIndex
CREATE UNIQUE INDEX "Training_productId_key" ON "Training"("productId");

-- CreateIndex
CREATE INDEX "Training_categoryId_idx" ON "Training"("categoryId");

-- CreateIndex
CREATE INDEX "UserTraining_userId_status_idx" ON "UserTraining"("userId", "status");

-- CreateIndex
CREATE INDEX "UserTraining_trainingId_idx" ON "UserTraining"("trainingId");

-- CreateIndex
CREATE INDEX "UserTraining_registrationId_idx" ON "UserTraining"("registrationId");

-- CreateIndex
CREATE UNIQUE INDEX "IndependentTrainer_userId_key" ON "IndependentTrainer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "IndependentTrainer_registrationId_key" ON "IndependentTrainer"("registrationId");

-- CreateIndex
CREATE INDEX "IndependentTrainer_expiresAt_idx" ON "IndependentTrainer"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Exam_productId_key" ON "Exam"("productId");

-- CreateIndex
CREATE INDEX "Exam_certificationId_idx" ON "Exam"("certificationId");

-- CreateIndex
CREATE UNIQUE INDEX "ExamAttempt_lineItemId_key" ON "ExamAttempt"("lineItemId");

-- CreateIndex
CREATE INDEX "ExamAttempt_registrationId_createdAt_idx" ON "ExamAttempt"("registrationId", "createdAt");

-- CreateIndex
CREATE INDEX "ExamAttempt_result_takenAt_idx" ON "ExamAttempt"("result", "takenAt");

-- CreateIndex
CREATE INDEX "ExamAttempt_examId_idx" ON "ExamAttempt"("examId");

-- CreateIndex
CREATE INDEX "ExamAttempt_transactionId_idx" ON "ExamAttempt"("transactionId");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExam_productId_key" ON "PracticeExam"("productId");

-- CreateIndex
CREATE INDEX "PracticeExam_certificationId_idx" ON "PracticeExam"("certificationId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationPracticeExam_lineItemId_key" ON "RegistrationPracticeExam"("lineItemId");

-- CreateIndex
CREATE INDEX "RegistrationPracticeExam_practiceExamId_idx" ON "RegistrationPracticeExam"("practiceExamId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationPracticeExam_registrationId_practiceExamId_key" ON "RegistrationPracticeExam"("registrationId", "practiceExamId");

-- CreateIndex
CREATE INDEX "PracticeExamScore_practiceExamId_idx" ON "PracticeExamScore"("practiceExamId");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExamScore_registrationId_practiceExamId_examNumber_key" ON "PracticeExamScore"("registrationId", "practiceExamId", "examNumber");

-- CreateIndex
CREATE INDEX "PracticeExamSurveyResponse_practiceExamId_idx" ON "PracticeExamSurveyResponse"("practiceExamId");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExamSurveyResponse_registrationId_practiceExamId_examNumber_surveyType_key" ON "PracticeExamSurveyResponse"("registrationId", "practiceExamId", "examNumber", "surveyType");

-- CreateIndex
CREATE INDEX "Registration_userId_updatedAt_idx" ON "Registration"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "Registration_updatedAt_idx" ON "Registration"("updatedAt");

-- CreateIndex
CREATE INDEX "Registration_status_updatedAt_idx" ON "Registration"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "Registration_militarySpouse_updatedAt_idx" ON "Registration"("militarySpouse", "updatedAt");

-- CreateIndex
CREATE INDEX "Registration_status_deadline_idx" ON "Registration"("status", "deadline");

-- CreateIndex
CREATE INDEX "Registration_certificationId_idx" ON "Registration"("certificationId");

-- CreateIndex
CREATE INDEX "Registration_trainingId_idx" ON "Registration"("trainingId");

-- CreateIndex
CREATE INDEX "Registration_pathwayTypeId_idx" ON "Registration"("pathwayTypeId");

-- CreateIndex
CREATE INDEX "Registration_independentTrainerId_idx" ON "Registration"("independentTrainerId");

-- CreateIndex
CREATE INDEX "Registration_shippingAddressId_idx" ON "Registration"("shippingAddressId");

-- CreateIndex
CREATE INDEX "Registration_universityProgramId_idx" ON "Registration"("universityProgramId");

-- CreateIndex
CREATE INDEX "Registration_trainerDiscountId_idx" ON "Registration"("trainerDiscountId");

-- CreateIndex
CREATE INDEX "RegistrationReview_registrationId_createdAt_idx" ON "RegistrationReview"("registrationId", "createdAt");

-- CreateIndex
CREATE INDEX "RegistrationReview_reviewerId_idx" ON "RegistrationReview"("reviewerId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditType_name_key" ON "CreditType"("name");

-- CreateIndex
CREATE UNIQUE INDEX "GroupCeu_completionCode_key" ON "GroupCeu"("completionCode");

-- CreateIndex
CREATE UNIQUE INDEX "GroupCeu_organizationLogoId_key" ON "GroupCeu"("organizationLogoId");

-- CreateIndex
CREATE UNIQUE INDEX "GroupCeu_reviewLineItemId_key" ON "GroupCeu"("reviewLineItemId");

-- CreateIndex
CREATE UNIQUE INDEX "GroupCeu_listingLineItemId_key" ON "GroupCeu"("listingLineItemId");

-- CreateIndex
CREATE INDEX "GroupCeu_status_startDate_idx" ON "GroupCeu"("status", "startDate");

-- CreateIndex
CREATE INDEX "GroupCeu_startDate_idx" ON "GroupCeu"("startDate");

-- CreateIndex
CREATE INDEX "GroupCeu_userId_startDate_idx" ON "GroupCeu"("userId", "startDate");

-- CreateIndex
CREATE INDEX "GroupCeu_listProgram_startDate_idx" ON "GroupCeu"("listProgram", "startDate");

-- CreateIndex
CREATE INDEX "GroupCeu_creditTypeId_idx" ON "GroupCeu"("creditTypeId");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_submittedAt_idx" ON "IndividualCeu"("status", "submittedAt");

-- CreateIndex
CREATE INDEX "IndividualCeu_submittedAt_idx" ON "IndividualCeu"("submittedAt");

-- CreateIndex
CREATE INDEX "IndividualCeu_userId_reportingPeriodId_idx" ON "IndividualCeu"("userId", "reportingPeriodId");

-- CreateIndex
CREATE INDEX "IndividualCeu_preapprovedCreditId_idx" ON "IndividualCeu"("preapprovedCreditId");

-- CreateIndex
CREATE INDEX "IndividualCeu_reportingPeriodId_idx" ON "IndividualCeu"("reportingPeriodId");

-- CreateIndex
CREATE INDEX "IndividualCeu_creditTypeId_idx" ON "IndividualCeu"("creditTypeId");

-- CreateIndex
CREATE INDEX "CeuReview_individualCeuId_createdAt_idx" ON "CeuReview"("individualCeuId", "createdAt");

-- CreateIndex
CREATE INDEX "CeuReview_groupCeuId_createdAt_idx" ON "CeuReview"("groupCeuId", "createdAt");

-- CreateIndex
CREATE INDEX "CeuReview_reviewerId_idx" ON "CeuReview"("reviewerId");

-- CreateIndex
CREATE INDEX "Experience_status_createdAt_idx" ON "Experience"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Experience_registrationId_fellowshipServiceTypeId_idx" ON "Experience"("registrationId", "fellowshipServiceTypeId");

-- CreateIndex
CREATE INDEX "Experience_fellowshipServiceTypeId_idx" ON "Experience"("fellowshipServiceTypeId");

-- CreateIndex
CREATE INDEX "ExperienceReview_experienceId_createdAt_idx" ON "ExperienceReview"("experienceId", "createdAt");

-- CreateIndex
CREATE INDEX "ExperienceReview_reviewerId_idx" ON "ExperienceReview"("reviewerId");

-- CreateIndex
CREATE INDEX "ExperienceValidation_registrationId_idx" ON "ExperienceValidation"("registrationId");

-- CreateIndex
CREATE INDEX "ExperienceValidation_createdById_idx" ON "ExperienceValidation"("createdById");

-- CreateIndex
CREATE INDEX "ExperienceValidationExperience_experienceId_idx" ON "ExperienceValidationExperience"("experienceId");

-- CreateIndex
CREATE UNIQUE INDEX "Extension_lineItemId_key" ON "Extension"("lineItemId");

-- CreateIndex
CREATE INDEX "Extension_approved_submittedAt_idx" ON "Extension"("approved", "submittedAt");

-- CreateIndex
CREATE INDEX "Extension_userId_idx" ON "Extension"("userId");

-- CreateIndex
CREATE INDEX "Extension_registrationId_idx" ON "Extension"("registrationId");

-- CreateIndex
CREATE INDEX "Extension_userCertificationId_idx" ON "Extension"("userCertificationId");

-- CreateIndex
CREATE INDEX "ExtensionReview_extensionId_createdAt_idx" ON "ExtensionReview"("extensionId", "createdAt");

-- CreateIndex
CREATE INDEX "ExtensionReview_reviewerId_idx" ON "ExtensionReview"("reviewerId");

-- CreateIndex
CREATE UNIQUE INDEX "Event_productId_key" ON "Event"("productId");

-- CreateIndex
CREATE INDEX "Event_date_idx" ON "Event"("date");

-- CreateIndex
CREATE INDEX "Event_expirationDate_idx" ON "Event"("expirationDate");

-- CreateIndex
CREATE INDEX "Event_type_date_idx" ON "Event"("type", "date");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_lineItemId_key" ON "EventRegistration"("lineItemId");

-- CreateIndex
CREATE INDEX "EventRegistration_userId_idx" ON "EventRegistration"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_eventId_userId_key" ON "EventRegistration"("eventId", "userId");
