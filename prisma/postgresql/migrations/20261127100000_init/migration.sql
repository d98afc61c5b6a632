-- PostgreSQL's first migration (decision 58): the whole schema as prisma/migrations had built it by
-- 20261127065806_audit_subject, generated from prisma/postgresql/schema.prisma, plus what
-- schema.prisma cannot say, by hand: the pg_trgm extension its full-text indexes use, the two
-- roles every database needs, and the triggers that refuse orders for merged accounts.

-- Trigram indexes (the GIN indexes on "User" and "IndividualCeu" below) find a word inside a
-- column as ILIKE '%word%' does, through an index: PostgreSQL's counterpart of SQLite's FTS5
-- trigram tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "Role" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" TEXT NOT NULL DEFAULT 'member',
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "suffix" TEXT,
    "dateOfBirth" TIMESTAMP(3),
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
    "announcementHiddenAt" TIMESTAMP(3),
    "profileLastUpdated" TIMESTAMP(3),
    "profileUpdateModalShown" TIMESTAMP(3),
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
    "deletedAt" TIMESTAMP(3),
    "mergedIntoId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserMerge" (
    "id" SERIAL NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "targetId" INTEGER NOT NULL,
    "mergedById" INTEGER,
    "record" JSON NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" TIMESTAMP(3),
    "undoneById" INTEGER,

    CONSTRAINT "UserMerge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "impersonatingUserId" INTEGER,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ipAddress" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginAttempt" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ThrottleHit" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ThrottleHit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OAuthToken" (
    "system" TEXT NOT NULL,
    "accessToken" TEXT,
    "accessExpiresAt" TIMESTAMP(3),
    "refreshToken" TEXT NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OAuthToken_pkey" PRIMARY KEY ("system")
);

-- CreateTable
CREATE TABLE "JobRun" (
    "id" SERIAL NOT NULL,
    "job" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "asOf" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "summary" JSON,
    "error" TEXT,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FormSubmission" (
    "key" TEXT NOT NULL,
    "recordId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FormSubmission_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "EmailMessage" (
    "id" SERIAL NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TextMessage" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "to" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "providerMessageId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "TextMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Reminder" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "rule" TEXT NOT NULL,
    "dueOn" TIMESTAMP(3) NOT NULL,
    "days" INTEGER NOT NULL,
    "notificationId" INTEGER,
    "emailId" INTEGER,
    "text" TEXT NOT NULL,
    "textMessageId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Reminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReferrerContext" (
    "id" SERIAL NOT NULL,
    "referrer" TEXT NOT NULL,
    "heading" TEXT NOT NULL,
    "copy" TEXT NOT NULL,
    "videoUrl" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferrerContext_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SsoPartner" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "acsUrl" TEXT NOT NULL,
    "certificate" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SsoPartner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" SERIAL NOT NULL,
    "actorId" INTEGER,
    "actingAsUserId" INTEGER,
    "subjectUserId" INTEGER,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" INTEGER,
    "before" JSON,
    "after" JSON,
    "ipAddress" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Address" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT,
    "state" TEXT NOT NULL,
    "zip" TEXT,
    "country" TEXT NOT NULL DEFAULT 'US',
    "phone" TEXT,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MilitaryInstallation" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "branch" TEXT,
    "state" TEXT,
    "country" TEXT,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MilitaryInstallation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkAreaCategory" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkAreaCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkArea" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkArea_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserPrimaryWorkArea" (
    "userId" INTEGER NOT NULL,
    "workAreaId" INTEGER NOT NULL,

    CONSTRAINT "UserPrimaryWorkArea_pkey" PRIMARY KEY ("userId","workAreaId")
);

-- CreateTable
CREATE TABLE "UserWorkArea" (
    "userId" INTEGER NOT NULL,
    "workAreaId" INTEGER NOT NULL,

    CONSTRAINT "UserWorkArea_pkey" PRIMARY KEY ("userId","workAreaId")
);

-- CreateTable
CREATE TABLE "UserWorkAreaCategory" (
    "userId" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,

    CONSTRAINT "UserWorkAreaCategory_pkey" PRIMARY KEY ("userId","categoryId")
);

-- CreateTable
CREATE TABLE "Media" (
    "id" SERIAL NOT NULL,
    "ownerUserId" INTEGER NOT NULL,
    "uploadedById" INTEGER,
    "kind" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "storedPath" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "registrationId" INTEGER,
    "individualCeuId" INTEGER,
    "groupCeuId" INTEGER,
    "experienceId" INTEGER,
    "membershipRequestId" INTEGER,
    "extensionId" INTEGER,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserFlag" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdById" INTEGER,
    "resolvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserFlag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Note" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Group" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "experienceFields" JSON,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserGroup" (
    "userId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserGroup_pkey" PRIMARY KEY ("userId","groupId")
);

-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" SERIAL NOT NULL,
    "category" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'general',
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "imageUrl" TEXT,
    "actionText" TEXT,
    "actionUrl" TEXT,
    "productId" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HtmlCard" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HtmlCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "url" TEXT,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductCategory" (
    "id" SERIAL NOT NULL,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
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
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Discount" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'promo',
    "percentage" BOOLEAN NOT NULL DEFAULT false,
    "amount" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "startsAt" TIMESTAMP(3),
    "endsAt" TIMESTAMP(3),
    "usageLimit" INTEGER,
    "usage" INTEGER NOT NULL DEFAULT 0,
    "ownerUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Discount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LineItem" (
    "id" SERIAL NOT NULL,
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
    "due" TIMESTAMP(3),
    "year" INTEGER,
    "withQty" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "extra" JSON,
    "chargeKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LineItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Transaction" (
    "id" SERIAL NOT NULL,
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
    "lockKey" TEXT,
    "checkoutSessionId" TEXT,
    "pendingItems" JSON,
    "saveCard" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StripeEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StripeEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DonationOption" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "categoryId" INTEGER,
    "amountsCents" JSON NOT NULL,
    "productId" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DonationOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Donation" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "optionId" INTEGER,
    "amountCents" INTEGER NOT NULL,
    "anonymous" BOOLEAN NOT NULL DEFAULT false,
    "lineItemId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Donation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MembershipType" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "productId" INTEGER,
    "requiresReview" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MembershipType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserMembership" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "membershipTypeId" INTEGER NOT NULL,
    "productId" INTEGER,
    "lineItemId" INTEGER,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "approved" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserMembership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MembershipRequest" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "membershipTypeId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "isRequestingCall" BOOLEAN NOT NULL DEFAULT false,
    "memberForTenYears" BOOLEAN NOT NULL DEFAULT false,
    "dateOfBirth" TIMESTAMP(3),
    "message" TEXT,
    "reviewedById" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "userMembershipId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MembershipRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MembershipResourceCategory" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MembershipResourceCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MembershipResource" (
    "id" SERIAL NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "url" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MembershipResource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Certification" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "abbreviation" TEXT,
    "description" TEXT,
    "reportable" BOOLEAN NOT NULL DEFAULT true,
    "ceuCreditsRequired" DOUBLE PRECISION,
    "ethicsCreditsRequired" DOUBLE PRECISION,
    "accredibleGroupId" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Certification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserCertification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "certificationId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'good_standing',
    "accredibleUrl" TEXT,
    "credentialId" TEXT,
    "credentialRevokedAt" TIMESTAMP(3),
    "ceuLapsePeriodId" INTEGER,
    "reportingPeriodId" INTEGER,
    "issuedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserCertification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportingPeriod" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "start" TIMESTAMP(3) NOT NULL,
    "end" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'upcoming',
    "reportable" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReportingPeriod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Renewal" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "userCertificationId" INTEGER NOT NULL,
    "reportingPeriodId" INTEGER,
    "year" INTEGER NOT NULL,
    "extraYear" INTEGER,
    "paymentCents" INTEGER NOT NULL,
    "extraPaymentCents" INTEGER,
    "payExtra" BOOLEAN NOT NULL DEFAULT false,
    "credits" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "totalCreditsRequired" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "earnedCredits" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "earnedEthicsCredits" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "ethicCreditsRequired" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "dueDate" TIMESTAMP(3),
    "individualsServed" INTEGER,
    "hoursProvided" DOUBLE PRECISION,
    "signature" TEXT,
    "signedAt" TIMESTAMP(3),
    "lineItemId" INTEGER,
    "extraLineItemId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Renewal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PathwayType" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "certificationId" INTEGER,
    "deadlineMonths" INTEGER NOT NULL,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "requiresPreapproval" BOOLEAN NOT NULL DEFAULT false,
    "requiredHours" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PathwayType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UniversityProgram" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "department" TEXT,
    "city" TEXT,
    "state" TEXT,
    "website" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UniversityProgram_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseMaterial" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "productId" INTEGER,
    "hcCourseId" TEXT,
    "brightspaceCourseId" TEXT,
    "requiresShipping" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CourseMaterial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PathwayCourseMaterial" (
    "pathwayTypeId" INTEGER NOT NULL,
    "courseMaterialId" INTEGER NOT NULL,

    CONSTRAINT "PathwayCourseMaterial_pkey" PRIMARY KEY ("pathwayTypeId","courseMaterialId")
);

-- CreateTable
CREATE TABLE "RegistrationCourseMaterial" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "courseMaterialId" INTEGER NOT NULL,
    "hcCourseId" TEXT,
    "brightspaceCourseId" TEXT,
    "lineItemId" INTEGER,
    "transactionId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistrationCourseMaterial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrainingCategory" (
    "id" SERIAL NOT NULL,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "descriptionVideoUrl" TEXT,
    "renewalProductId" INTEGER,
    "licenseProductId" INTEGER,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrainingCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Training" (
    "id" SERIAL NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Training_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserTraining" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "trainingId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'enrolled',
    "accredibleUrl" TEXT,
    "brightspaceSectionId" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserTraining_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationLearningSection" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "scope" TEXT NOT NULL,
    "categoryId" INTEGER NOT NULL DEFAULT 0,
    "courseId" TEXT NOT NULL,
    "courseName" TEXT NOT NULL,
    "sectionId" TEXT,
    "sectionName" TEXT,
    "deadline" TIMESTAMP(3),
    "enrolledAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistrationLearningSection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IndependentTrainer" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "approvedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "renewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IndependentTrainer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Exam" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "certificationId" INTEGER,
    "productId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamAttempt" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "examId" INTEGER,
    "name" TEXT NOT NULL,
    "lineItemId" INTEGER,
    "transactionId" INTEGER,
    "finalPriceCents" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION,
    "result" TEXT,
    "takenAt" TIMESTAMP(3),
    "retake" BOOLEAN NOT NULL DEFAULT false,
    "internationalExam" BOOLEAN NOT NULL DEFAULT false,
    "extra" JSON,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PracticeExam" (
    "id" SERIAL NOT NULL,
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
    "surveyQuestions" JSON NOT NULL,
    "surveyHeaderText" TEXT,
    "surveyButtonText" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PracticeExam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationPracticeExam" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "lineItemId" INTEGER,
    "currentExamNumber" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistrationPracticeExam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PracticeExamAttempt" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "examNumber" INTEGER NOT NULL,
    "liveKey" TEXT,
    "externalAttemptId" TEXT,
    "redirectUrl" TEXT,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "score" DOUBLE PRECISION,
    "poolExamStats" JSON,
    "resetAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PracticeExamAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PracticeExamSurveyResponse" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "practiceExamId" INTEGER NOT NULL,
    "examNumber" INTEGER NOT NULL,
    "surveyType" TEXT NOT NULL,
    "responses" JSON NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PracticeExamSurveyResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Registration" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "step" TEXT NOT NULL DEFAULT 'pathway',
    "status" TEXT NOT NULL DEFAULT 'pre_registration',
    "expirationStatus" TEXT,
    "deadline" TIMESTAMP(3),
    "enrolledOn" TIMESTAMP(3),
    "graduatedOn" TIMESTAMP(3),
    "certificateName" TEXT,
    "mspClass" TEXT,
    "militarySpouse" BOOLEAN NOT NULL DEFAULT false,
    "requiredHours" DOUBLE PRECISION NOT NULL DEFAULT 0,
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
    "universityProgramCredits" INTEGER,
    "membershipTypeId" INTEGER,
    "independentTrainerId" INTEGER,
    "educationUniversity" TEXT,
    "educationCity" TEXT,
    "educationState" TEXT,
    "educationGraduationYear" INTEGER,
    "educationDegree" TEXT,
    "educationOtherCertifications" TEXT,
    "codeOfEthicsSignature" TEXT,
    "codeOfEthicsSignedAt" TIMESTAMP(3),
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
    "trainerProgramFormat" JSON,
    "trainerInPersonLocation" JSON,
    "trainerDesignatedAddress" TEXT,
    "trainerTravelingStates" JSON,
    "trainerAudience" JSON,
    "trainerGroupSize" TEXT,
    "trainerLanguages" JSON,
    "trainerLanguageOther" TEXT,
    "trainerSignature" TEXT,
    "trainerSignatureDate" TIMESTAMP(3),
    "trainerDiscountId" INTEGER,
    "trainerProfileUpdatedAt" TIMESTAMP(3),
    "brightspaceEnrollment" BOOLEAN NOT NULL DEFAULT false,
    "brightspaceRemoval" BOOLEAN NOT NULL DEFAULT false,
    "brightspaceSectionId" TEXT,
    "holmesOrderId" TEXT,
    "extra" JSON,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "brightspaceEnrollmentError" TEXT,
    "brightspaceEnrollmentTries" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Registration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationReview" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "message" TEXT,
    "registrationStatus" TEXT NOT NULL,
    "previousStep" TEXT,
    "newStep" TEXT,
    "newStatus" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RegistrationReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditType" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "ethics" BOOLEAN NOT NULL DEFAULT false,
    "minimumCredits" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupCeu" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "credits" DOUBLE PRECISION NOT NULL,
    "creditTypeId" INTEGER NOT NULL,
    "programTitle" TEXT NOT NULL,
    "sponsor" TEXT NOT NULL,
    "programDescription" TEXT NOT NULL,
    "programAgenda" TEXT,
    "contactEmail" TEXT NOT NULL,
    "completionCode" TEXT,
    "startDate" TIMESTAMP(3) NOT NULL,
    "endDate" TIMESTAMP(3) NOT NULL,
    "listProgram" BOOLEAN NOT NULL DEFAULT false,
    "registrationUrl" TEXT,
    "attendanceCostCents" INTEGER,
    "organizationLogoId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "approved" BOOLEAN,
    "rejectionStatus" TEXT,
    "reviewLineItemId" INTEGER,
    "listingLineItemId" INTEGER,
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GroupCeu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IndividualCeu" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "preapprovedCreditId" INTEGER,
    "reportingPeriodId" INTEGER NOT NULL,
    "completionDate" TIMESTAMP(3) NOT NULL,
    "credits" DOUBLE PRECISION NOT NULL,
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
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IndividualCeu_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CeuReview" (
    "id" SERIAL NOT NULL,
    "individualCeuId" INTEGER,
    "groupCeuId" INTEGER,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CeuReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FellowshipServiceType" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "percentage" BOOLEAN NOT NULL DEFAULT false,
    "allowed" DOUBLE PRECISION NOT NULL,
    "militarySpouseOnly" BOOLEAN NOT NULL DEFAULT false,
    "fileUploadRequired" BOOLEAN NOT NULL DEFAULT false,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FellowshipServiceType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Experience" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "fellowshipServiceTypeId" INTEGER NOT NULL,
    "sessions" INTEGER,
    "attendance" INTEGER,
    "practicumImpact" TEXT,
    "organization" TEXT NOT NULL,
    "title" TEXT,
    "hours" DOUBLE PRECISION NOT NULL,
    "supervisorName" TEXT NOT NULL,
    "supervisorEmail" TEXT NOT NULL,
    "supervisorPhone" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "startDate" TIMESTAMP(3) NOT NULL,
    "endDate" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "approved" BOOLEAN,
    "rejectionStatus" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "extra" JSON,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Experience_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExperienceReview" (
    "id" SERIAL NOT NULL,
    "experienceId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExperienceReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExperienceValidation" (
    "id" SERIAL NOT NULL,
    "registrationId" INTEGER NOT NULL,
    "createdById" INTEGER,
    "supervisorEmail" TEXT NOT NULL,
    "start" TIMESTAMP(3),
    "end" TIMESTAMP(3),
    "hours" DOUBLE PRECISION,
    "description" TEXT,
    "comments" TEXT,
    "signature" TEXT,
    "signedAt" TIMESTAMP(3),
    "tokenHash" TEXT,
    "tokenExpiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExperienceValidation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExperienceValidationExperience" (
    "validationId" INTEGER NOT NULL,
    "experienceId" INTEGER NOT NULL,

    CONSTRAINT "ExperienceValidationExperience_pkey" PRIMARY KEY ("validationId","experienceId")
);

-- CreateTable
CREATE TABLE "Extension" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "registrationId" INTEGER,
    "userCertificationId" INTEGER,
    "approved" BOOLEAN,
    "completedHours" DOUBLE PRECISION NOT NULL,
    "deadline" TIMESTAMP(3),
    "signature" TEXT NOT NULL,
    "signedAt" TIMESTAMP(3),
    "lineItemId" INTEGER,
    "submittedAt" TIMESTAMP(3),
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Extension_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExtensionReview" (
    "id" SERIAL NOT NULL,
    "extensionId" INTEGER NOT NULL,
    "reviewerId" INTEGER,
    "approved" BOOLEAN NOT NULL,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExtensionReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "type" TEXT NOT NULL,
    "approvedForEthics" BOOLEAN NOT NULL DEFAULT false,
    "date" TIMESTAMP(3) NOT NULL,
    "expirationDate" TIMESTAMP(3),
    "ceus" DOUBLE PRECISION,
    "experienceHours" DOUBLE PRECISION,
    "imageUrl" TEXT,
    "productId" INTEGER,
    "registrationUrl" TEXT,
    "recordingUrl" TEXT,
    "resource1Url" TEXT,
    "resource2Url" TEXT,
    "extra" JSON,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventRegistration" (
    "id" SERIAL NOT NULL,
    "eventId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "lineItemId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutsideCall" (
    "id" SERIAL NOT NULL,
    "action" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "state" TEXT NOT NULL DEFAULT 'pending',
    "tries" INTEGER NOT NULL DEFAULT 0,
    "nextTryAt" TIMESTAMP(3),
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "result" TEXT,
    "transactionId" INTEGER,
    "registrationId" INTEGER,
    "userId" INTEGER,
    "userCertificationId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "OutsideCall_pkey" PRIMARY KEY ("id")
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
CREATE INDEX "User_deletedAt_lastName_firstName_email_idx" ON "User"("deletedAt", "lastName", "firstName", "email");

-- CreateIndex
CREATE INDEX "User_deletedAt_firstName_lastName_email_idx" ON "User"("deletedAt", "firstName", "lastName", "email");

-- CreateIndex
CREATE INDEX "User_deletedAt_email_firstName_lastName_idx" ON "User"("deletedAt", "email", "firstName", "lastName");

-- CreateIndex
CREATE INDEX "User_deletedAt_createdAt_email_firstName_lastName_idx" ON "User"("deletedAt", "createdAt", "email", "firstName", "lastName");

-- CreateIndex
CREATE INDEX "User_mergedIntoId_idx" ON "User"("mergedIntoId");

-- CreateIndex
CREATE INDEX "User_firstName_trgm_idx" ON "User" USING GIN ("firstName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_lastName_trgm_idx" ON "User" USING GIN ("lastName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "UserMerge_targetId_createdAt_idx" ON "UserMerge"("targetId", "createdAt");

-- CreateIndex
CREATE INDEX "UserMerge_sourceId_createdAt_idx" ON "UserMerge"("sourceId", "createdAt");

-- CreateIndex
CREATE INDEX "UserMerge_mergedById_idx" ON "UserMerge"("mergedById");

-- CreateIndex
CREATE INDEX "UserMerge_undoneById_idx" ON "UserMerge"("undoneById");

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
CREATE INDEX "ThrottleHit_key_createdAt_idx" ON "ThrottleHit"("key", "createdAt");

-- CreateIndex
CREATE INDEX "ThrottleHit_createdAt_idx" ON "ThrottleHit"("createdAt");

-- CreateIndex
CREATE INDEX "JobRun_job_startedAt_idx" ON "JobRun"("job", "startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "JobRun_job_period_key" ON "JobRun"("job", "period");

-- CreateIndex
CREATE INDEX "FormSubmission_createdAt_idx" ON "FormSubmission"("createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_to_createdAt_idx" ON "EmailMessage"("to", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_status_createdAt_idx" ON "EmailMessage"("status", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_userId_idx" ON "EmailMessage"("userId");

-- CreateIndex
CREATE INDEX "TextMessage_userId_createdAt_idx" ON "TextMessage"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Reminder_key_key" ON "Reminder"("key");

-- CreateIndex
CREATE INDEX "Reminder_userId_createdAt_idx" ON "Reminder"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReferrerContext_referrer_key" ON "ReferrerContext"("referrer");

-- CreateIndex
CREATE UNIQUE INDEX "SsoPartner_entityId_key" ON "SsoPartner"("entityId");

-- CreateIndex
CREATE INDEX "AuditEvent_entityType_entityId_idx" ON "AuditEvent"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_actingAsUserId_idx" ON "AuditEvent"("actingAsUserId");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_subjectUserId_createdAt_idx" ON "AuditEvent"("subjectUserId", "createdAt");

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
CREATE UNIQUE INDEX "LineItem_chargeKey_key" ON "LineItem"("chargeKey");

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
CREATE UNIQUE INDEX "Transaction_lockKey_key" ON "Transaction"("lockKey");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_checkoutSessionId_key" ON "Transaction"("checkoutSessionId");

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
CREATE INDEX "TrainingCategory_licenseProductId_idx" ON "TrainingCategory"("licenseProductId");

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
CREATE UNIQUE INDEX "RegistrationLearningSection_registrationId_scope_categoryId_key" ON "RegistrationLearningSection"("registrationId", "scope", "categoryId");

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
CREATE UNIQUE INDEX "PracticeExamAttempt_liveKey_key" ON "PracticeExamAttempt"("liveKey");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExamAttempt_externalAttemptId_key" ON "PracticeExamAttempt"("externalAttemptId");

-- CreateIndex
CREATE INDEX "PracticeExamAttempt_registrationId_practiceExamId_examNumbe_idx" ON "PracticeExamAttempt"("registrationId", "practiceExamId", "examNumber");

-- CreateIndex
CREATE INDEX "PracticeExamAttempt_practiceExamId_idx" ON "PracticeExamAttempt"("practiceExamId");

-- CreateIndex
CREATE INDEX "PracticeExamSurveyResponse_practiceExamId_idx" ON "PracticeExamSurveyResponse"("practiceExamId");

-- CreateIndex
CREATE UNIQUE INDEX "PracticeExamSurveyResponse_registrationId_practiceExamId_ex_key" ON "PracticeExamSurveyResponse"("registrationId", "practiceExamId", "examNumber", "surveyType");

-- CreateIndex
CREATE INDEX "Registration_userId_updatedAt_idx" ON "Registration"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "Registration_updatedAt_idx" ON "Registration"("updatedAt");

-- CreateIndex
CREATE INDEX "Registration_expirationStatus_status_updatedAt_idx" ON "Registration"("expirationStatus", "status", "updatedAt");

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
CREATE INDEX "Registration_membershipTypeId_idx" ON "Registration"("membershipTypeId");

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
CREATE INDEX "GroupCeu_submittedAt_idx" ON "GroupCeu"("submittedAt");

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
CREATE INDEX "IndividualCeu_search_idx" ON "IndividualCeu"("status", "programTitle", "sponsor", "userId");

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
CREATE INDEX "IndividualCeu_programTitle_trgm_idx" ON "IndividualCeu" USING GIN ("programTitle" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "IndividualCeu_sponsor_trgm_idx" ON "IndividualCeu" USING GIN ("sponsor" gin_trgm_ops);

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
CREATE UNIQUE INDEX "ExperienceValidation_tokenHash_key" ON "ExperienceValidation"("tokenHash");

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
CREATE INDEX "Event_name_date_idx" ON "Event"("name", "date");

-- CreateIndex
CREATE INDEX "Event_ceus_date_idx" ON "Event"("ceus", "date");

-- CreateIndex
CREATE INDEX "Event_approvedForEthics_date_idx" ON "Event"("approvedForEthics", "date");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_lineItemId_key" ON "EventRegistration"("lineItemId");

-- CreateIndex
CREATE INDEX "EventRegistration_userId_idx" ON "EventRegistration"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "EventRegistration_eventId_userId_key" ON "EventRegistration"("eventId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "OutsideCall_key_key" ON "OutsideCall"("key");

-- CreateIndex
CREATE INDEX "OutsideCall_state_nextTryAt_idx" ON "OutsideCall"("state", "nextTryAt");

-- CreateIndex
CREATE INDEX "OutsideCall_registrationId_idx" ON "OutsideCall"("registrationId");

-- CreateIndex
CREATE INDEX "OutsideCall_userId_idx" ON "OutsideCall"("userId");

-- CreateIndex
CREATE INDEX "OutsideCall_transactionId_idx" ON "OutsideCall"("transactionId");

-- CreateIndex
CREATE INDEX "OutsideCall_userCertificationId_idx" ON "OutsideCall"("userCertificationId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_role_fkey" FOREIGN KEY ("role") REFERENCES "Role"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_primaryAddressId_fkey" FOREIGN KEY ("primaryAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_avatarId_fkey" FOREIGN KEY ("avatarId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_primaryWorkAreaCategoryId_fkey" FOREIGN KEY ("primaryWorkAreaCategoryId") REFERENCES "WorkAreaCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_militaryInstallationId_fkey" FOREIGN KEY ("militaryInstallationId") REFERENCES "MilitaryInstallation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_mergedIntoId_fkey" FOREIGN KEY ("mergedIntoId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMerge" ADD CONSTRAINT "UserMerge_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMerge" ADD CONSTRAINT "UserMerge_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMerge" ADD CONSTRAINT "UserMerge_mergedById_fkey" FOREIGN KEY ("mergedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMerge" ADD CONSTRAINT "UserMerge_undoneById_fkey" FOREIGN KEY ("undoneById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_impersonatingUserId_fkey" FOREIGN KEY ("impersonatingUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reminder" ADD CONSTRAINT "Reminder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_actingAsUserId_fkey" FOREIGN KEY ("actingAsUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkArea" ADD CONSTRAINT "WorkArea_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "WorkAreaCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserPrimaryWorkArea" ADD CONSTRAINT "UserPrimaryWorkArea_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserPrimaryWorkArea" ADD CONSTRAINT "UserPrimaryWorkArea_workAreaId_fkey" FOREIGN KEY ("workAreaId") REFERENCES "WorkArea"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserWorkArea" ADD CONSTRAINT "UserWorkArea_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserWorkArea" ADD CONSTRAINT "UserWorkArea_workAreaId_fkey" FOREIGN KEY ("workAreaId") REFERENCES "WorkArea"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserWorkAreaCategory" ADD CONSTRAINT "UserWorkAreaCategory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserWorkAreaCategory" ADD CONSTRAINT "UserWorkAreaCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "WorkAreaCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_individualCeuId_fkey" FOREIGN KEY ("individualCeuId") REFERENCES "IndividualCeu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_groupCeuId_fkey" FOREIGN KEY ("groupCeuId") REFERENCES "GroupCeu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_experienceId_fkey" FOREIGN KEY ("experienceId") REFERENCES "Experience"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_membershipRequestId_fkey" FOREIGN KEY ("membershipRequestId") REFERENCES "MembershipRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_extensionId_fkey" FOREIGN KEY ("extensionId") REFERENCES "Extension"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserFlag" ADD CONSTRAINT "UserFlag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserFlag" ADD CONSTRAINT "UserFlag_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserGroup" ADD CONSTRAINT "UserGroup_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserGroup" ADD CONSTRAINT "UserGroup_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Announcement" ADD CONSTRAINT "Announcement_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ProductCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Discount" ADD CONSTRAINT "Discount_ownerUserId_fkey" FOREIGN KEY ("ownerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineItem" ADD CONSTRAINT "LineItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineItem" ADD CONSTRAINT "LineItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineItem" ADD CONSTRAINT "LineItem_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineItem" ADD CONSTRAINT "LineItem_userCertificationId_fkey" FOREIGN KEY ("userCertificationId") REFERENCES "UserCertification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineItem" ADD CONSTRAINT "LineItem_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LineItem" ADD CONSTRAINT "LineItem_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_discountId_fkey" FOREIGN KEY ("discountId") REFERENCES "Discount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DonationOption" ADD CONSTRAINT "DonationOption_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "ProductCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DonationOption" ADD CONSTRAINT "DonationOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "DonationOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Donation" ADD CONSTRAINT "Donation_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipType" ADD CONSTRAINT "MembershipType_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMembership" ADD CONSTRAINT "UserMembership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMembership" ADD CONSTRAINT "UserMembership_membershipTypeId_fkey" FOREIGN KEY ("membershipTypeId") REFERENCES "MembershipType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMembership" ADD CONSTRAINT "UserMembership_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserMembership" ADD CONSTRAINT "UserMembership_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipRequest" ADD CONSTRAINT "MembershipRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipRequest" ADD CONSTRAINT "MembershipRequest_membershipTypeId_fkey" FOREIGN KEY ("membershipTypeId") REFERENCES "MembershipType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipRequest" ADD CONSTRAINT "MembershipRequest_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipRequest" ADD CONSTRAINT "MembershipRequest_userMembershipId_fkey" FOREIGN KEY ("userMembershipId") REFERENCES "UserMembership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipResource" ADD CONSTRAINT "MembershipResource_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "MembershipResourceCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCertification" ADD CONSTRAINT "UserCertification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCertification" ADD CONSTRAINT "UserCertification_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCertification" ADD CONSTRAINT "UserCertification_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCertification" ADD CONSTRAINT "UserCertification_reportingPeriodId_fkey" FOREIGN KEY ("reportingPeriodId") REFERENCES "ReportingPeriod"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Renewal" ADD CONSTRAINT "Renewal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Renewal" ADD CONSTRAINT "Renewal_userCertificationId_fkey" FOREIGN KEY ("userCertificationId") REFERENCES "UserCertification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Renewal" ADD CONSTRAINT "Renewal_reportingPeriodId_fkey" FOREIGN KEY ("reportingPeriodId") REFERENCES "ReportingPeriod"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Renewal" ADD CONSTRAINT "Renewal_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Renewal" ADD CONSTRAINT "Renewal_extraLineItemId_fkey" FOREIGN KEY ("extraLineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PathwayType" ADD CONSTRAINT "PathwayType_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseMaterial" ADD CONSTRAINT "CourseMaterial_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PathwayCourseMaterial" ADD CONSTRAINT "PathwayCourseMaterial_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PathwayCourseMaterial" ADD CONSTRAINT "PathwayCourseMaterial_courseMaterialId_fkey" FOREIGN KEY ("courseMaterialId") REFERENCES "CourseMaterial"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationCourseMaterial" ADD CONSTRAINT "RegistrationCourseMaterial_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationCourseMaterial" ADD CONSTRAINT "RegistrationCourseMaterial_courseMaterialId_fkey" FOREIGN KEY ("courseMaterialId") REFERENCES "CourseMaterial"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationCourseMaterial" ADD CONSTRAINT "RegistrationCourseMaterial_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationCourseMaterial" ADD CONSTRAINT "RegistrationCourseMaterial_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingCategory" ADD CONSTRAINT "TrainingCategory_renewalProductId_fkey" FOREIGN KEY ("renewalProductId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingCategory" ADD CONSTRAINT "TrainingCategory_licenseProductId_fkey" FOREIGN KEY ("licenseProductId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Training" ADD CONSTRAINT "Training_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "TrainingCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Training" ADD CONSTRAINT "Training_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserTraining" ADD CONSTRAINT "UserTraining_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserTraining" ADD CONSTRAINT "UserTraining_trainingId_fkey" FOREIGN KEY ("trainingId") REFERENCES "Training"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserTraining" ADD CONSTRAINT "UserTraining_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationLearningSection" ADD CONSTRAINT "RegistrationLearningSection_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndependentTrainer" ADD CONSTRAINT "IndependentTrainer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndependentTrainer" ADD CONSTRAINT "IndependentTrainer_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamAttempt" ADD CONSTRAINT "ExamAttempt_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamAttempt" ADD CONSTRAINT "ExamAttempt_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamAttempt" ADD CONSTRAINT "ExamAttempt_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamAttempt" ADD CONSTRAINT "ExamAttempt_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "Transaction"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeExam" ADD CONSTRAINT "PracticeExam_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeExam" ADD CONSTRAINT "PracticeExam_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationPracticeExam" ADD CONSTRAINT "RegistrationPracticeExam_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationPracticeExam" ADD CONSTRAINT "RegistrationPracticeExam_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationPracticeExam" ADD CONSTRAINT "RegistrationPracticeExam_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeExamAttempt" ADD CONSTRAINT "PracticeExamAttempt_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeExamAttempt" ADD CONSTRAINT "PracticeExamAttempt_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeExamSurveyResponse" ADD CONSTRAINT "PracticeExamSurveyResponse_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeExamSurveyResponse" ADD CONSTRAINT "PracticeExamSurveyResponse_practiceExamId_fkey" FOREIGN KEY ("practiceExamId") REFERENCES "PracticeExam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_trainingId_fkey" FOREIGN KEY ("trainingId") REFERENCES "Training"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_shippingAddressId_fkey" FOREIGN KEY ("shippingAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_universityProgramId_fkey" FOREIGN KEY ("universityProgramId") REFERENCES "UniversityProgram"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_membershipTypeId_fkey" FOREIGN KEY ("membershipTypeId") REFERENCES "MembershipType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_independentTrainerId_fkey" FOREIGN KEY ("independentTrainerId") REFERENCES "IndependentTrainer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_trainerDiscountId_fkey" FOREIGN KEY ("trainerDiscountId") REFERENCES "Discount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationReview" ADD CONSTRAINT "RegistrationReview_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationReview" ADD CONSTRAINT "RegistrationReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupCeu" ADD CONSTRAINT "GroupCeu_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupCeu" ADD CONSTRAINT "GroupCeu_creditTypeId_fkey" FOREIGN KEY ("creditTypeId") REFERENCES "CreditType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupCeu" ADD CONSTRAINT "GroupCeu_organizationLogoId_fkey" FOREIGN KEY ("organizationLogoId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupCeu" ADD CONSTRAINT "GroupCeu_reviewLineItemId_fkey" FOREIGN KEY ("reviewLineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupCeu" ADD CONSTRAINT "GroupCeu_listingLineItemId_fkey" FOREIGN KEY ("listingLineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndividualCeu" ADD CONSTRAINT "IndividualCeu_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndividualCeu" ADD CONSTRAINT "IndividualCeu_preapprovedCreditId_fkey" FOREIGN KEY ("preapprovedCreditId") REFERENCES "GroupCeu"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndividualCeu" ADD CONSTRAINT "IndividualCeu_reportingPeriodId_fkey" FOREIGN KEY ("reportingPeriodId") REFERENCES "ReportingPeriod"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IndividualCeu" ADD CONSTRAINT "IndividualCeu_creditTypeId_fkey" FOREIGN KEY ("creditTypeId") REFERENCES "CreditType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CeuReview" ADD CONSTRAINT "CeuReview_individualCeuId_fkey" FOREIGN KEY ("individualCeuId") REFERENCES "IndividualCeu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CeuReview" ADD CONSTRAINT "CeuReview_groupCeuId_fkey" FOREIGN KEY ("groupCeuId") REFERENCES "GroupCeu"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CeuReview" ADD CONSTRAINT "CeuReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Experience" ADD CONSTRAINT "Experience_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Experience" ADD CONSTRAINT "Experience_fellowshipServiceTypeId_fkey" FOREIGN KEY ("fellowshipServiceTypeId") REFERENCES "FellowshipServiceType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExperienceReview" ADD CONSTRAINT "ExperienceReview_experienceId_fkey" FOREIGN KEY ("experienceId") REFERENCES "Experience"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExperienceReview" ADD CONSTRAINT "ExperienceReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExperienceValidation" ADD CONSTRAINT "ExperienceValidation_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExperienceValidation" ADD CONSTRAINT "ExperienceValidation_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExperienceValidationExperience" ADD CONSTRAINT "ExperienceValidationExperience_validationId_fkey" FOREIGN KEY ("validationId") REFERENCES "ExperienceValidation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExperienceValidationExperience" ADD CONSTRAINT "ExperienceValidationExperience_experienceId_fkey" FOREIGN KEY ("experienceId") REFERENCES "Experience"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Extension" ADD CONSTRAINT "Extension_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Extension" ADD CONSTRAINT "Extension_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "Registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Extension" ADD CONSTRAINT "Extension_userCertificationId_fkey" FOREIGN KEY ("userCertificationId") REFERENCES "UserCertification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Extension" ADD CONSTRAINT "Extension_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtensionReview" ADD CONSTRAINT "ExtensionReview_extensionId_fkey" FOREIGN KEY ("extensionId") REFERENCES "Extension"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExtensionReview" ADD CONSTRAINT "ExtensionReview_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRegistration" ADD CONSTRAINT "EventRegistration_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRegistration" ADD CONSTRAINT "EventRegistration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventRegistration" ADD CONSTRAINT "EventRegistration_lineItemId_fkey" FOREIGN KEY ("lineItemId") REFERENCES "LineItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every database needs the two roles: User.role references Role.key and defaults to "member".
INSERT INTO "Role" ("key", "name") VALUES ('admin', 'Admin'), ('member', 'Member') ON CONFLICT ("key") DO NOTHING;

-- Nothing is bought or charged on an account merged into another (decision 57): an order, a charge
-- or a cart line written for it after the merge committed (a checkout that raced the merge) is
-- refused. As a foreign-key violation, like SQLite's trigger, so the app reads it the same way
-- (app/lib/db.server.ts, isMergedAccountRefusal).
CREATE FUNCTION "refuse_merged_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT "mergedIntoId" FROM "User" WHERE "id" = NEW."userId") IS NOT NULL THEN
    RAISE EXCEPTION 'merged account: the account was merged into another' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Transaction_not_on_merged_account" BEFORE INSERT ON "Transaction"
  FOR EACH ROW EXECUTE FUNCTION "refuse_merged_account"();

CREATE TRIGGER "LineItem_not_on_merged_account" BEFORE INSERT ON "LineItem"
  FOR EACH ROW EXECUTE FUNCTION "refuse_merged_account"();
