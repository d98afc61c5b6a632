-- DropIndex
DROP INDEX "Address_userId_idx";

-- DropIndex
DROP INDEX "Announcement_active_startsAt_idx";

-- DropIndex
DROP INDEX "Announcement_productId_idx";

-- DropIndex
DROP INDEX "AuditEvent_actingAsUserId_idx";

-- DropIndex
DROP INDEX "AuditEvent_actorId_createdAt_idx";

-- DropIndex
DROP INDEX "AuditEvent_createdAt_idx";

-- DropIndex
DROP INDEX "AuditEvent_entityType_entityId_idx";

-- DropIndex
DROP INDEX "AuditEvent_subjectUserId_createdAt_idx";

-- DropIndex
DROP INDEX "CeuReview_groupCeuId_createdAt_idx";

-- DropIndex
DROP INDEX "CeuReview_individualCeuId_createdAt_idx";

-- DropIndex
DROP INDEX "CeuReview_reviewerId_idx";

-- DropIndex
DROP INDEX "Discount_ownerUserId_idx";

-- DropIndex
DROP INDEX "Donation_optionId_idx";

-- DropIndex
DROP INDEX "Donation_userId_idx";

-- DropIndex
DROP INDEX "DonationOption_categoryId_idx";

-- DropIndex
DROP INDEX "EmailMessage_status_createdAt_idx";

-- DropIndex
DROP INDEX "EmailMessage_to_createdAt_idx";

-- DropIndex
DROP INDEX "EmailMessage_userId_idx";

-- DropIndex
DROP INDEX "Event_approvedForEthics_date_idx";

-- DropIndex
DROP INDEX "Event_ceus_date_idx";

-- DropIndex
DROP INDEX "Event_date_idx";

-- DropIndex
DROP INDEX "Event_expirationDate_idx";

-- DropIndex
DROP INDEX "Event_name_date_idx";

-- DropIndex
DROP INDEX "Event_type_date_idx";

-- DropIndex
DROP INDEX "EventRegistration_userId_idx";

-- DropIndex
DROP INDEX "Exam_certificationId_idx";

-- DropIndex
DROP INDEX "ExamAttempt_examId_idx";

-- DropIndex
DROP INDEX "ExamAttempt_registrationId_createdAt_idx";

-- DropIndex
DROP INDEX "ExamAttempt_result_takenAt_idx";

-- DropIndex
DROP INDEX "ExamAttempt_transactionId_idx";

-- DropIndex
DROP INDEX "Experience_fellowshipServiceTypeId_idx";

-- DropIndex
DROP INDEX "Experience_registrationId_fellowshipServiceTypeId_idx";

-- DropIndex
DROP INDEX "Experience_status_createdAt_idx";

-- DropIndex
DROP INDEX "ExperienceReview_experienceId_createdAt_idx";

-- DropIndex
DROP INDEX "ExperienceReview_reviewerId_idx";

-- DropIndex
DROP INDEX "ExperienceValidation_createdById_idx";

-- DropIndex
DROP INDEX "ExperienceValidation_registrationId_idx";

-- DropIndex
DROP INDEX "Extension_approved_submittedAt_idx";

-- DropIndex
DROP INDEX "Extension_registrationId_idx";

-- DropIndex
DROP INDEX "Extension_userCertificationId_idx";

-- DropIndex
DROP INDEX "Extension_userId_idx";

-- DropIndex
DROP INDEX "ExtensionReview_extensionId_createdAt_idx";

-- DropIndex
DROP INDEX "ExtensionReview_reviewerId_idx";

-- DropIndex
DROP INDEX "GroupCeu_creditTypeId_idx";

-- DropIndex
DROP INDEX "GroupCeu_listProgram_startDate_idx";

-- DropIndex
DROP INDEX "GroupCeu_startDate_idx";

-- DropIndex
DROP INDEX "GroupCeu_status_startDate_idx";

-- DropIndex
DROP INDEX "GroupCeu_submittedAt_idx";

-- DropIndex
DROP INDEX "GroupCeu_userId_startDate_idx";

-- DropIndex
DROP INDEX "IndependentTrainer_expiresAt_idx";

-- DropIndex
DROP INDEX "IndividualCeu_completionDate_idx";

-- DropIndex
DROP INDEX "IndividualCeu_creditTypeId_idx";

-- DropIndex
DROP INDEX "IndividualCeu_credits_idx";

-- DropIndex
DROP INDEX "IndividualCeu_preapprovedCreditId_idx";

-- DropIndex
DROP INDEX "IndividualCeu_programTitle_idx";

-- DropIndex
DROP INDEX "IndividualCeu_reportingPeriodId_idx";

-- DropIndex
DROP INDEX "IndividualCeu_search_idx";

-- DropIndex
DROP INDEX "IndividualCeu_sponsor_idx";

-- DropIndex
DROP INDEX "IndividualCeu_status_completionDate_idx";

-- DropIndex
DROP INDEX "IndividualCeu_status_credits_idx";

-- DropIndex
DROP INDEX "IndividualCeu_status_rejectionStatus_idx";

-- DropIndex
DROP INDEX "IndividualCeu_status_sponsor_idx";

-- DropIndex
DROP INDEX "IndividualCeu_status_submittedAt_idx";

-- DropIndex
DROP INDEX "IndividualCeu_submittedAt_idx";

-- DropIndex
DROP INDEX "IndividualCeu_userId_reportingPeriodId_idx";

-- DropIndex
DROP INDEX "IndividualCeu_userId_status_idx";

-- DropIndex
DROP INDEX "JobRun_job_startedAt_idx";

-- DropIndex
DROP INDEX "LineItem_discountId_idx";

-- DropIndex
DROP INDEX "LineItem_productId_idx";

-- DropIndex
DROP INDEX "LineItem_registrationId_idx";

-- DropIndex
DROP INDEX "LineItem_transactionId_idx";

-- DropIndex
DROP INDEX "LineItem_userCertificationId_year_idx";

-- DropIndex
DROP INDEX "LineItem_userId_transactionId_idx";

-- DropIndex
DROP INDEX "LoginAttempt_email_createdAt_idx";

-- DropIndex
DROP INDEX "LoginAttempt_ipAddress_createdAt_idx";

-- DropIndex
DROP INDEX "Media_experienceId_idx";

-- DropIndex
DROP INDEX "Media_extensionId_idx";

-- DropIndex
DROP INDEX "Media_groupCeuId_idx";

-- DropIndex
DROP INDEX "Media_individualCeuId_idx";

-- DropIndex
DROP INDEX "Media_membershipRequestId_idx";

-- DropIndex
DROP INDEX "Media_ownerUserId_kind_idx";

-- DropIndex
DROP INDEX "Media_registrationId_idx";

-- DropIndex
DROP INDEX "Media_uploadedById_idx";

-- DropIndex
DROP INDEX "MembershipRequest_membershipTypeId_idx";

-- DropIndex
DROP INDEX "MembershipRequest_reviewedById_idx";

-- DropIndex
DROP INDEX "MembershipRequest_status_createdAt_idx";

-- DropIndex
DROP INDEX "MembershipRequest_userId_createdAt_idx";

-- DropIndex
DROP INDEX "MembershipResource_categoryId_sortOrder_idx";

-- DropIndex
DROP INDEX "MessageTemplate_category_active_idx";

-- DropIndex
DROP INDEX "Note_authorId_idx";

-- DropIndex
DROP INDEX "Note_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Notification_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Notification_userId_readAt_idx";

-- DropIndex
DROP INDEX "OutsideCall_registrationId_idx";

-- DropIndex
DROP INDEX "OutsideCall_state_nextTryAt_idx";

-- DropIndex
DROP INDEX "OutsideCall_transactionId_idx";

-- DropIndex
DROP INDEX "OutsideCall_userCertificationId_idx";

-- DropIndex
DROP INDEX "OutsideCall_userId_idx";

-- DropIndex
DROP INDEX "PasswordResetToken_userId_idx";

-- DropIndex
DROP INDEX "PathwayType_certificationId_idx";

-- DropIndex
DROP INDEX "PracticeExam_certificationId_idx";

-- DropIndex
DROP INDEX "PracticeExamAttempt_practiceExamId_idx";

-- DropIndex
DROP INDEX "PracticeExamAttempt_registrationId_practiceExamId_examNumbe_idx";

-- DropIndex
DROP INDEX "PracticeExamSurveyResponse_practiceExamId_idx";

-- DropIndex
DROP INDEX "Product_categoryId_idx";

-- DropIndex
DROP INDEX "Product_certificationId_idx";

-- DropIndex
DROP INDEX "Product_kind_idx";

-- DropIndex
DROP INDEX "Product_pathwayTypeId_idx";

-- DropIndex
DROP INDEX "Registration_certificationId_idx";

-- DropIndex
DROP INDEX "Registration_expirationStatus_status_updatedAt_idx";

-- DropIndex
DROP INDEX "Registration_independentTrainerId_idx";

-- DropIndex
DROP INDEX "Registration_membershipTypeId_idx";

-- DropIndex
DROP INDEX "Registration_militarySpouse_updatedAt_idx";

-- DropIndex
DROP INDEX "Registration_pathwayTypeId_idx";

-- DropIndex
DROP INDEX "Registration_shippingAddressId_idx";

-- DropIndex
DROP INDEX "Registration_status_deadline_idx";

-- DropIndex
DROP INDEX "Registration_status_updatedAt_idx";

-- DropIndex
DROP INDEX "Registration_trainerDiscountId_idx";

-- DropIndex
DROP INDEX "Registration_trainingId_idx";

-- DropIndex
DROP INDEX "Registration_universityProgramId_idx";

-- DropIndex
DROP INDEX "Registration_updatedAt_idx";

-- DropIndex
DROP INDEX "Registration_userId_updatedAt_idx";

-- DropIndex
DROP INDEX "RegistrationCourseMaterial_courseMaterialId_idx";

-- DropIndex
DROP INDEX "RegistrationCourseMaterial_transactionId_idx";

-- DropIndex
DROP INDEX "RegistrationPracticeExam_practiceExamId_idx";

-- DropIndex
DROP INDEX "RegistrationReview_registrationId_createdAt_idx";

-- DropIndex
DROP INDEX "RegistrationReview_reviewerId_idx";

-- DropIndex
DROP INDEX "Reminder_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Renewal_reportingPeriodId_idx";

-- DropIndex
DROP INDEX "Renewal_userId_idx";

-- DropIndex
DROP INDEX "ReportingPeriod_start_idx";

-- DropIndex
DROP INDEX "TextMessage_userId_createdAt_idx";

-- DropIndex
DROP INDEX "ThrottleHit_createdAt_idx";

-- DropIndex
DROP INDEX "ThrottleHit_key_createdAt_idx";

-- DropIndex
DROP INDEX "Training_categoryId_idx";

-- DropIndex
DROP INDEX "TrainingCategory_licenseProductId_idx";

-- DropIndex
DROP INDEX "TrainingCategory_renewalProductId_idx";

-- DropIndex
DROP INDEX "Transaction_createdById_idx";

-- DropIndex
DROP INDEX "Transaction_discountId_idx";

-- DropIndex
DROP INDEX "Transaction_status_createdAt_idx";

-- DropIndex
DROP INDEX "Transaction_userId_createdAt_idx";

-- DropIndex
DROP INDEX "UniversityProgram_name_idx";

-- DropIndex
DROP INDEX "User_deletedAt_createdAt_email_firstName_lastName_idx";

-- DropIndex
DROP INDEX "User_deletedAt_email_firstName_lastName_idx";

-- DropIndex
DROP INDEX "User_deletedAt_firstName_lastName_email_idx";

-- DropIndex
DROP INDEX "User_deletedAt_lastName_firstName_email_idx";

-- DropIndex
DROP INDEX "User_firstName_lastName_idx";

-- DropIndex
DROP INDEX "User_lastName_firstName_idx";

-- DropIndex
DROP INDEX "User_mergedIntoId_idx";

-- DropIndex
DROP INDEX "User_militaryInstallationId_idx";

-- DropIndex
DROP INDEX "User_primaryWorkAreaCategoryId_idx";

-- DropIndex
DROP INDEX "UserCertification_certificationId_status_idx";

-- DropIndex
DROP INDEX "UserCertification_reportingPeriodId_idx";

-- DropIndex
DROP INDEX "UserFlag_createdById_idx";

-- DropIndex
DROP INDEX "UserFlag_userId_active_idx";

-- DropIndex
DROP INDEX "UserMembership_membershipTypeId_idx";

-- DropIndex
DROP INDEX "UserMembership_userId_end_idx";

-- DropIndex
DROP INDEX "UserMerge_mergedById_idx";

-- DropIndex
DROP INDEX "UserMerge_sourceId_createdAt_idx";

-- DropIndex
DROP INDEX "UserMerge_targetId_createdAt_idx";

-- DropIndex
DROP INDEX "UserMerge_undoneById_idx";

-- DropIndex
DROP INDEX "UserTraining_registrationId_idx";

-- DropIndex
DROP INDEX "UserTraining_trainingId_idx";

-- DropIndex
DROP INDEX "UserTraining_userId_status_idx";

-- CreateIndex
CREATE INDEX "Address_userId_idx" ON "Address"("userId", "id");

-- CreateIndex
CREATE INDEX "Announcement_active_startsAt_idx" ON "Announcement"("active", "startsAt", "id");

-- CreateIndex
CREATE INDEX "Announcement_productId_idx" ON "Announcement"("productId", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_entityType_entityId_idx" ON "AuditEvent"("entityType", "entityId", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_actingAsUserId_idx" ON "AuditEvent"("actingAsUserId", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt", "id");

-- CreateIndex
CREATE INDEX "AuditEvent_subjectUserId_createdAt_idx" ON "AuditEvent"("subjectUserId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CeuReview_individualCeuId_createdAt_idx" ON "CeuReview"("individualCeuId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CeuReview_groupCeuId_createdAt_idx" ON "CeuReview"("groupCeuId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CeuReview_reviewerId_idx" ON "CeuReview"("reviewerId", "id");

-- CreateIndex
CREATE INDEX "Discount_ownerUserId_idx" ON "Discount"("ownerUserId", "id");

-- CreateIndex
CREATE INDEX "Donation_userId_idx" ON "Donation"("userId", "id");

-- CreateIndex
CREATE INDEX "Donation_optionId_idx" ON "Donation"("optionId", "id");

-- CreateIndex
CREATE INDEX "DonationOption_categoryId_idx" ON "DonationOption"("categoryId", "id");

-- CreateIndex
CREATE INDEX "EmailMessage_to_createdAt_idx" ON "EmailMessage"("to", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EmailMessage_status_createdAt_idx" ON "EmailMessage"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EmailMessage_userId_idx" ON "EmailMessage"("userId", "id");

-- CreateIndex
CREATE INDEX "Event_date_idx" ON "Event"("date", "id");

-- CreateIndex
CREATE INDEX "Event_expirationDate_idx" ON "Event"("expirationDate", "id");

-- CreateIndex
CREATE INDEX "Event_type_date_idx" ON "Event"("type", "date", "id");

-- CreateIndex
CREATE INDEX "Event_name_date_idx" ON "Event"("name", "date", "id");

-- CreateIndex
CREATE INDEX "Event_ceus_date_idx" ON "Event"("ceus", "date", "id");

-- CreateIndex
CREATE INDEX "Event_approvedForEthics_date_idx" ON "Event"("approvedForEthics", "date", "id");

-- CreateIndex
CREATE INDEX "EventRegistration_userId_idx" ON "EventRegistration"("userId", "id");

-- CreateIndex
CREATE INDEX "Exam_certificationId_idx" ON "Exam"("certificationId", "id");

-- CreateIndex
CREATE INDEX "ExamAttempt_registrationId_createdAt_idx" ON "ExamAttempt"("registrationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ExamAttempt_result_takenAt_idx" ON "ExamAttempt"("result", "takenAt", "id");

-- CreateIndex
CREATE INDEX "ExamAttempt_examId_idx" ON "ExamAttempt"("examId", "id");

-- CreateIndex
CREATE INDEX "ExamAttempt_transactionId_idx" ON "ExamAttempt"("transactionId", "id");

-- CreateIndex
CREATE INDEX "Experience_status_createdAt_idx" ON "Experience"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Experience_registrationId_fellowshipServiceTypeId_idx" ON "Experience"("registrationId", "fellowshipServiceTypeId", "id");

-- CreateIndex
CREATE INDEX "Experience_fellowshipServiceTypeId_idx" ON "Experience"("fellowshipServiceTypeId", "id");

-- CreateIndex
CREATE INDEX "ExperienceReview_experienceId_createdAt_idx" ON "ExperienceReview"("experienceId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ExperienceReview_reviewerId_idx" ON "ExperienceReview"("reviewerId", "id");

-- CreateIndex
CREATE INDEX "ExperienceValidation_registrationId_idx" ON "ExperienceValidation"("registrationId", "id");

-- CreateIndex
CREATE INDEX "ExperienceValidation_createdById_idx" ON "ExperienceValidation"("createdById", "id");

-- CreateIndex
CREATE INDEX "Extension_approved_submittedAt_idx" ON "Extension"("approved", "submittedAt", "id");

-- CreateIndex
CREATE INDEX "Extension_userId_idx" ON "Extension"("userId", "id");

-- CreateIndex
CREATE INDEX "Extension_registrationId_idx" ON "Extension"("registrationId", "id");

-- CreateIndex
CREATE INDEX "Extension_userCertificationId_idx" ON "Extension"("userCertificationId", "id");

-- CreateIndex
CREATE INDEX "ExtensionReview_extensionId_createdAt_idx" ON "ExtensionReview"("extensionId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ExtensionReview_reviewerId_idx" ON "ExtensionReview"("reviewerId", "id");

-- CreateIndex
CREATE INDEX "GroupCeu_status_startDate_idx" ON "GroupCeu"("status", "startDate", "id");

-- CreateIndex
CREATE INDEX "GroupCeu_startDate_idx" ON "GroupCeu"("startDate", "id");

-- CreateIndex
CREATE INDEX "GroupCeu_userId_startDate_idx" ON "GroupCeu"("userId", "startDate", "id");

-- CreateIndex
CREATE INDEX "GroupCeu_submittedAt_idx" ON "GroupCeu"("submittedAt", "id");

-- CreateIndex
CREATE INDEX "GroupCeu_listProgram_startDate_idx" ON "GroupCeu"("listProgram", "startDate", "id");

-- CreateIndex
CREATE INDEX "GroupCeu_creditTypeId_idx" ON "GroupCeu"("creditTypeId", "id");

-- CreateIndex
CREATE INDEX "IndependentTrainer_expiresAt_idx" ON "IndependentTrainer"("expiresAt", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_submittedAt_idx" ON "IndividualCeu"("status", "submittedAt", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_submittedAt_idx" ON "IndividualCeu"("submittedAt", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_userId_reportingPeriodId_idx" ON "IndividualCeu"("userId", "reportingPeriodId", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_preapprovedCreditId_idx" ON "IndividualCeu"("preapprovedCreditId", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_reportingPeriodId_idx" ON "IndividualCeu"("reportingPeriodId", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_creditTypeId_idx" ON "IndividualCeu"("creditTypeId", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_search_idx" ON "IndividualCeu"("status", "programTitle", "sponsor", "userId", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_completionDate_idx" ON "IndividualCeu"("status", "completionDate", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_sponsor_idx" ON "IndividualCeu"("status", "sponsor", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_credits_idx" ON "IndividualCeu"("status", "credits", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_status_rejectionStatus_idx" ON "IndividualCeu"("status", "rejectionStatus", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_programTitle_idx" ON "IndividualCeu"("programTitle", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_completionDate_idx" ON "IndividualCeu"("completionDate", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_sponsor_idx" ON "IndividualCeu"("sponsor", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_credits_idx" ON "IndividualCeu"("credits", "id");

-- CreateIndex
CREATE INDEX "IndividualCeu_userId_status_idx" ON "IndividualCeu"("userId", "status", "id");

-- CreateIndex
CREATE INDEX "JobRun_job_startedAt_idx" ON "JobRun"("job", "startedAt", "id");

-- CreateIndex
CREATE INDEX "LineItem_userId_transactionId_idx" ON "LineItem"("userId", "transactionId", "id");

-- CreateIndex
CREATE INDEX "LineItem_transactionId_idx" ON "LineItem"("transactionId", "id");

-- CreateIndex
CREATE INDEX "LineItem_registrationId_idx" ON "LineItem"("registrationId", "id");

-- CreateIndex
CREATE INDEX "LineItem_userCertificationId_year_idx" ON "LineItem"("userCertificationId", "year", "id");

-- CreateIndex
CREATE INDEX "LineItem_productId_idx" ON "LineItem"("productId", "id");

-- CreateIndex
CREATE INDEX "LineItem_discountId_idx" ON "LineItem"("discountId", "id");

-- CreateIndex
CREATE INDEX "LoginAttempt_email_createdAt_idx" ON "LoginAttempt"("email", "createdAt", "id");

-- CreateIndex
CREATE INDEX "LoginAttempt_ipAddress_createdAt_idx" ON "LoginAttempt"("ipAddress", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Media_ownerUserId_kind_idx" ON "Media"("ownerUserId", "kind", "id");

-- CreateIndex
CREATE INDEX "Media_uploadedById_idx" ON "Media"("uploadedById", "id");

-- CreateIndex
CREATE INDEX "Media_registrationId_idx" ON "Media"("registrationId", "id");

-- CreateIndex
CREATE INDEX "Media_individualCeuId_idx" ON "Media"("individualCeuId", "id");

-- CreateIndex
CREATE INDEX "Media_groupCeuId_idx" ON "Media"("groupCeuId", "id");

-- CreateIndex
CREATE INDEX "Media_experienceId_idx" ON "Media"("experienceId", "id");

-- CreateIndex
CREATE INDEX "Media_membershipRequestId_idx" ON "Media"("membershipRequestId", "id");

-- CreateIndex
CREATE INDEX "Media_extensionId_idx" ON "Media"("extensionId", "id");

-- CreateIndex
CREATE INDEX "MembershipRequest_status_createdAt_idx" ON "MembershipRequest"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "MembershipRequest_userId_createdAt_idx" ON "MembershipRequest"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "MembershipRequest_membershipTypeId_idx" ON "MembershipRequest"("membershipTypeId", "id");

-- CreateIndex
CREATE INDEX "MembershipRequest_reviewedById_idx" ON "MembershipRequest"("reviewedById", "id");

-- CreateIndex
CREATE INDEX "MembershipResource_categoryId_sortOrder_idx" ON "MembershipResource"("categoryId", "sortOrder", "id");

-- CreateIndex
CREATE INDEX "MessageTemplate_category_active_idx" ON "MessageTemplate"("category", "active", "id");

-- CreateIndex
CREATE INDEX "Note_userId_createdAt_idx" ON "Note"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Note_authorId_idx" ON "Note"("authorId", "id");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt", "id");

-- CreateIndex
CREATE INDEX "OutsideCall_state_nextTryAt_idx" ON "OutsideCall"("state", "nextTryAt", "id");

-- CreateIndex
CREATE INDEX "OutsideCall_registrationId_idx" ON "OutsideCall"("registrationId", "id");

-- CreateIndex
CREATE INDEX "OutsideCall_userId_idx" ON "OutsideCall"("userId", "id");

-- CreateIndex
CREATE INDEX "OutsideCall_transactionId_idx" ON "OutsideCall"("transactionId", "id");

-- CreateIndex
CREATE INDEX "OutsideCall_userCertificationId_idx" ON "OutsideCall"("userCertificationId", "id");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId", "id");

-- CreateIndex
CREATE INDEX "PathwayType_certificationId_idx" ON "PathwayType"("certificationId", "id");

-- CreateIndex
CREATE INDEX "PracticeExam_certificationId_idx" ON "PracticeExam"("certificationId", "id");

-- CreateIndex
CREATE INDEX "PracticeExamAttempt_registrationId_practiceExamId_examNumbe_idx" ON "PracticeExamAttempt"("registrationId", "practiceExamId", "examNumber", "id");

-- CreateIndex
CREATE INDEX "PracticeExamAttempt_practiceExamId_idx" ON "PracticeExamAttempt"("practiceExamId", "id");

-- CreateIndex
CREATE INDEX "PracticeExamSurveyResponse_practiceExamId_idx" ON "PracticeExamSurveyResponse"("practiceExamId", "id");

-- CreateIndex
CREATE INDEX "Product_kind_idx" ON "Product"("kind", "id");

-- CreateIndex
CREATE INDEX "Product_categoryId_idx" ON "Product"("categoryId", "id");

-- CreateIndex
CREATE INDEX "Product_pathwayTypeId_idx" ON "Product"("pathwayTypeId", "id");

-- CreateIndex
CREATE INDEX "Product_certificationId_idx" ON "Product"("certificationId", "id");

-- CreateIndex
CREATE INDEX "Registration_userId_updatedAt_idx" ON "Registration"("userId", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Registration_updatedAt_idx" ON "Registration"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "Registration_expirationStatus_status_updatedAt_idx" ON "Registration"("expirationStatus", "status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Registration_status_updatedAt_idx" ON "Registration"("status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Registration_militarySpouse_updatedAt_idx" ON "Registration"("militarySpouse", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "Registration_status_deadline_idx" ON "Registration"("status", "deadline", "id");

-- CreateIndex
CREATE INDEX "Registration_certificationId_idx" ON "Registration"("certificationId", "id");

-- CreateIndex
CREATE INDEX "Registration_trainingId_idx" ON "Registration"("trainingId", "id");

-- CreateIndex
CREATE INDEX "Registration_pathwayTypeId_idx" ON "Registration"("pathwayTypeId", "id");

-- CreateIndex
CREATE INDEX "Registration_independentTrainerId_idx" ON "Registration"("independentTrainerId", "id");

-- CreateIndex
CREATE INDEX "Registration_shippingAddressId_idx" ON "Registration"("shippingAddressId", "id");

-- CreateIndex
CREATE INDEX "Registration_universityProgramId_idx" ON "Registration"("universityProgramId", "id");

-- CreateIndex
CREATE INDEX "Registration_trainerDiscountId_idx" ON "Registration"("trainerDiscountId", "id");

-- CreateIndex
CREATE INDEX "Registration_membershipTypeId_idx" ON "Registration"("membershipTypeId", "id");

-- CreateIndex
CREATE INDEX "RegistrationCourseMaterial_courseMaterialId_idx" ON "RegistrationCourseMaterial"("courseMaterialId", "id");

-- CreateIndex
CREATE INDEX "RegistrationCourseMaterial_transactionId_idx" ON "RegistrationCourseMaterial"("transactionId", "id");

-- CreateIndex
CREATE INDEX "RegistrationPracticeExam_practiceExamId_idx" ON "RegistrationPracticeExam"("practiceExamId", "id");

-- CreateIndex
CREATE INDEX "RegistrationReview_registrationId_createdAt_idx" ON "RegistrationReview"("registrationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RegistrationReview_reviewerId_idx" ON "RegistrationReview"("reviewerId", "id");

-- CreateIndex
CREATE INDEX "Reminder_userId_createdAt_idx" ON "Reminder"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Renewal_userId_idx" ON "Renewal"("userId", "id");

-- CreateIndex
CREATE INDEX "Renewal_reportingPeriodId_idx" ON "Renewal"("reportingPeriodId", "id");

-- CreateIndex
CREATE INDEX "ReportingPeriod_start_idx" ON "ReportingPeriod"("start", "id");

-- CreateIndex
CREATE INDEX "TextMessage_userId_createdAt_idx" ON "TextMessage"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ThrottleHit_key_createdAt_idx" ON "ThrottleHit"("key", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ThrottleHit_createdAt_idx" ON "ThrottleHit"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Training_categoryId_idx" ON "Training"("categoryId", "id");

-- CreateIndex
CREATE INDEX "TrainingCategory_renewalProductId_idx" ON "TrainingCategory"("renewalProductId", "id");

-- CreateIndex
CREATE INDEX "TrainingCategory_licenseProductId_idx" ON "TrainingCategory"("licenseProductId", "id");

-- CreateIndex
CREATE INDEX "Transaction_userId_createdAt_idx" ON "Transaction"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Transaction_status_createdAt_idx" ON "Transaction"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Transaction_createdById_idx" ON "Transaction"("createdById", "id");

-- CreateIndex
CREATE INDEX "Transaction_discountId_idx" ON "Transaction"("discountId", "id");

-- CreateIndex
CREATE INDEX "UniversityProgram_name_idx" ON "UniversityProgram"("name", "id");

-- CreateIndex
CREATE INDEX "User_lastName_firstName_idx" ON "User"("lastName", "firstName", "id");

-- CreateIndex
CREATE INDEX "User_firstName_lastName_idx" ON "User"("firstName", "lastName", "id");

-- CreateIndex
CREATE INDEX "User_primaryWorkAreaCategoryId_idx" ON "User"("primaryWorkAreaCategoryId", "id");

-- CreateIndex
CREATE INDEX "User_militaryInstallationId_idx" ON "User"("militaryInstallationId", "id");

-- CreateIndex
CREATE INDEX "User_deletedAt_lastName_firstName_email_idx" ON "User"("deletedAt", "lastName", "firstName", "email", "id");

-- CreateIndex
CREATE INDEX "User_deletedAt_firstName_lastName_email_idx" ON "User"("deletedAt", "firstName", "lastName", "email", "id");

-- CreateIndex
CREATE INDEX "User_deletedAt_email_firstName_lastName_idx" ON "User"("deletedAt", "email", "firstName", "lastName", "id");

-- CreateIndex
CREATE INDEX "User_deletedAt_createdAt_email_firstName_lastName_idx" ON "User"("deletedAt", "createdAt", "email", "firstName", "lastName", "id");

-- CreateIndex
CREATE INDEX "User_mergedIntoId_idx" ON "User"("mergedIntoId", "id");

-- CreateIndex
CREATE INDEX "UserCertification_certificationId_status_idx" ON "UserCertification"("certificationId", "status", "id");

-- CreateIndex
CREATE INDEX "UserCertification_reportingPeriodId_idx" ON "UserCertification"("reportingPeriodId", "id");

-- CreateIndex
CREATE INDEX "UserFlag_userId_active_idx" ON "UserFlag"("userId", "active", "id");

-- CreateIndex
CREATE INDEX "UserFlag_createdById_idx" ON "UserFlag"("createdById", "id");

-- CreateIndex
CREATE INDEX "UserMembership_userId_end_idx" ON "UserMembership"("userId", "end", "id");

-- CreateIndex
CREATE INDEX "UserMembership_membershipTypeId_idx" ON "UserMembership"("membershipTypeId", "id");

-- CreateIndex
CREATE INDEX "UserMerge_targetId_createdAt_idx" ON "UserMerge"("targetId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "UserMerge_sourceId_createdAt_idx" ON "UserMerge"("sourceId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "UserMerge_mergedById_idx" ON "UserMerge"("mergedById", "id");

-- CreateIndex
CREATE INDEX "UserMerge_undoneById_idx" ON "UserMerge"("undoneById", "id");

-- CreateIndex
CREATE INDEX "UserTraining_userId_status_idx" ON "UserTraining"("userId", "status", "id");

-- CreateIndex
CREATE INDEX "UserTraining_trainingId_idx" ON "UserTraining"("trainingId", "id");

-- CreateIndex
CREATE INDEX "UserTraining_registrationId_idx" ON "UserTraining"("registrationId", "id");
