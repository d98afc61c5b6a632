/**
 * The forms of a training's registration (the Available tab's Register, the registration page's Add
 * to Cart) and of the In Progress tab's "I have finished this course". Each is one button with
 * hidden fields; a bad body is a 400.
 */
import { z } from "zod";

/** A record id as a form posts it (Prisma's Int: at most 2^31 - 1). */
const recordId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST …/trainings/{categoryId}?index: start (or reuse) the registration for a training, or put the registration in the cart. */
export const CourseRegistrationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), trainingId: recordId }),
  z.object({ intent: z.literal("add-to-cart"), registrationId: recordId }),
]);

/** POST …/trainings?index: the member finished the course; it goes to the admin's module approval. */
export const FinishCourseSchema = z.object({ intent: z.literal("finish"), registrationId: recordId });
