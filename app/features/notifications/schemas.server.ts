/** Inputs of the notification list and the notification/announcement posts. */
import { z } from "zod";

/** Most ids one "Mark All As Read" may post (the list shows 10, the dashboard 4). */
export const MAX_MARK_READ_IDS = 100;

/** `?page=` of the notification list: anything unusable is page 1 (the service clamps the top). */
export const PageParam = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export const MarkReadSchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(MAX_MARK_READ_IDS),
  redirectTo: z.string().max(2000).nullable(),
});

export const AnnouncementIntentSchema = z.object({ intent: z.enum(["dismiss", "add-to-cart"]) });
