/** The Change Image form. The file's type and size are checked by content in the avatar service. */
import { z } from "zod";

export const CHOOSE_IMAGE_MESSAGE = "Please choose an image.";

/** A crop coordinate: anything unusable counts as "no box" (the server then centre-crops). */
const coordinate = z.coerce.number().finite().optional().catch(undefined);

export const AvatarSchema = z.object({
  image: z.instanceof(File, { message: CHOOSE_IMAGE_MESSAGE }).refine((f) => f.size > 0, CHOOSE_IMAGE_MESSAGE),
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
});
