/** The community group forms. Server only: zod never ships to the browser. */
import { z } from "zod";
import { requiredText } from "~/kit/forms/fields.server.ts";

/** Enroll in community group: a group must be chosen ('Required', spec admin-back-office section 5). */
export const CommunityEnrolSchema = z.object({ groupId: requiredText(64) });
export type CommunityEnrolInput = z.infer<typeof CommunityEnrolSchema>;
