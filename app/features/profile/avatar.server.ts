/**
 * Members' profile images. An upload is checked by content, turned upright (EXIF), cropped to the
 * member's box (or the centred square), and stored as a 256x256 WebP with a 64x64 thumbnail beside
 * it (`<stored path>-64.webp`). The Media row (kind avatar) points at the 256 file; the resource
 * route serves either by id. Replacing or removing an avatar deletes the old row and both files.
 */
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import sharp from "sharp";
import { MEDIA_KIND, type MediaKind } from "~/domain/constants.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { uploaderId } from "~/kit/forms/attachments.server.ts";
import { isAdmin } from "~/lib/auth.server.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import { deleteStoredFiles, sniffImageType, storeFile, variantPath, writeStoredFile } from "~/lib/uploads.server.ts";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPE_MESSAGE = "Please choose a JPG, PNG, GIF or WebP image.";
export const AVATAR_SIZE_MESSAGE = "The image must be 5 MB or smaller.";
export const AVATAR_SIZE = 256;
export const AVATAR_THUMB_SIZE = 64;
const THUMB_SUFFIX = `-${AVATAR_THUMB_SIZE}`;
/** Decoding bigger pictures costs too much memory (a 5 MB file can hold a huge, flat image). */
const MAX_INPUT_PIXELS = 50_000_000;

export type CropBox = { x: number; y: number; width: number; height: number };
type Box = { left: number; top: number; width: number; height: number };

/**
 * The crop box, in pixels of the upright source image, kept inside the image; without a usable
 * box, the largest centred square.
 */
export function cropRegion(imageWidth: number, imageHeight: number, crop?: CropBox | null): Box {
  const usable = crop && [crop.x, crop.y, crop.width, crop.height].every(Number.isFinite) && crop.width >= 1 && crop.height >= 1;
  if (!usable) {
    const side = Math.min(imageWidth, imageHeight);
    return { left: Math.floor((imageWidth - side) / 2), top: Math.floor((imageHeight - side) / 2), width: side, height: side };
  }
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
  const left = clamp(Math.round(crop.x), 0, imageWidth - 1);
  const top = clamp(Math.round(crop.y), 0, imageHeight - 1);
  return {
    left,
    top,
    width: clamp(Math.round(crop.width), 1, imageWidth - left),
    height: clamp(Math.round(crop.height), 1, imageHeight - top),
  };
}

/** The new image, or why the file is refused (under the form's `image` field). */
export type SaveAvatarResult = { mediaId: number } | Invalid<"image">;

/**
 * Stores a new profile image for the acting user, replacing (and deleting) the previous one. An
 * admin impersonating the user is recorded as the uploader (and the change audited).
 */
export async function saveAvatar(
  actor: Actor,
  bytes: Uint8Array,
  crop?: CropBox | null,
  opts: { originalName?: string } = {},
): Promise<SaveAvatarResult> {
  const userId = actor.userId;
  const originalName = opts.originalName?.slice(0, 255) || "avatar";
  if (!sniffImageType(bytes)) return invalid({ image: AVATAR_TYPE_MESSAGE });
  if (bytes.byteLength > AVATAR_MAX_BYTES) return invalid({ image: AVATAR_SIZE_MESSAGE });

  let large: Buffer;
  let small: Buffer;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) return invalid({ image: AVATAR_TYPE_MESSAGE });
    large = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .extract(cropRegion(width, height, crop))
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
    small = await sharp(large).resize(AVATAR_THUMB_SIZE, AVATAR_THUMB_SIZE).webp({ quality: 80 }).toBuffer();
  } catch {
    // Right magic bytes but a broken or oversized picture.
    return invalid({ image: AVATAR_TYPE_MESSAGE });
  }

  const storedPath = await storeFile(large, "webp");
  const thumbPath = variantPath(storedPath, THUMB_SUFFIX);
  let saved: { mediaId: number; previous: string | null };
  try {
    await writeStoredFile(thumbPath, small);
    saved = await db.$transaction(async (tx) => {
      const user = await tx.user.findUniqueOrThrow({
        where: { id: userId },
        select: { avatar: { select: { id: true, storedPath: true } } },
      });
      const media = await tx.media.create({
        data: {
          ownerUserId: userId,
          uploadedById: uploaderId(actor, userId),
          kind: MEDIA_KIND.avatar,
          originalName,
          storedPath,
          mimeType: "image/webp",
          sizeBytes: large.byteLength,
        },
        select: { id: true },
      });
      await tx.user.update({ where: { id: userId }, data: { avatarId: media.id, profileLastUpdated: new Date() } });
      if (user.avatar) await tx.media.delete({ where: { id: user.avatar.id } });
      await auditChange(tx, actor, {
        action: "profile.avatar.update",
        entityType: "User",
        entityId: userId,
        before: { avatarId: user.avatar?.id ?? null },
        after: { avatarId: media.id },
      });
      return { mediaId: media.id, previous: user.avatar?.storedPath ?? null };
    });
  } catch (error) {
    await deleteStoredFiles([storedPath, thumbPath]);
    throw error;
  }
  if (saved.previous) await deleteStoredFiles([saved.previous, variantPath(saved.previous, THUMB_SUFFIX)]);
  return { mediaId: saved.mediaId };
}

/** Removes the acting user's profile image (row and files). False when there was none (nothing audited). */
export async function removeAvatar(actor: Actor): Promise<boolean> {
  const userId = actor.userId;
  const removed = await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { avatar: { select: { id: true, storedPath: true } } } });
    if (!user?.avatar) return null;
    await tx.user.update({ where: { id: userId }, data: { avatarId: null, profileLastUpdated: new Date() } });
    await tx.media.delete({ where: { id: user.avatar.id } });
    await auditChange(tx, actor, {
      action: "profile.avatar.remove",
      entityType: "User",
      entityId: userId,
      before: { avatarId: user.avatar.id },
      after: { avatarId: null },
    });
    return user.avatar.storedPath;
  });
  if (!removed) return false;
  await deleteStoredFiles([removed, variantPath(removed, THUMB_SUFFIX)]);
  return true;
}

/** The id of the user's current profile image, or null. */
export async function currentAvatarId(userId: number): Promise<number | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { avatarId: true } });
  return user?.avatarId ?? null;
}

/** Where the browser loads a profile image: the 256 px picture, or the 64 px thumbnail. */
export function avatarUrl(mediaId: number, size: typeof AVATAR_SIZE | typeof AVATAR_THUMB_SIZE = AVATAR_SIZE): string {
  return paths.resources.media(mediaId) + (size === AVATAR_THUMB_SIZE ? `?size=${AVATAR_THUMB_SIZE}` : "");
}

export type MediaViewer = { user: { id: number; role: string }; impersonator: { role: string } | null };
export type ViewableMedia = { storedPath: string; mimeType: string; originalName: string; kind: MediaKind; isAvatar: boolean };

/**
 * A media file the viewer may see, or null (missing and forbidden look the same). Any signed-in
 * user may see profile images (members see each other in the directory); other files only their
 * owner or an admin, counting the real admin while impersonating. `size` 64 picks an avatar's
 * thumbnail.
 */
export async function viewableMedia(mediaId: number, viewer: MediaViewer, size?: number): Promise<ViewableMedia | null> {
  const media = await db.media.findUnique({
    where: { id: mediaId },
    select: { ownerUserId: true, kind: true, storedPath: true, mimeType: true, originalName: true },
  });
  if (!media) return null;
  const isAvatar = media.kind === MEDIA_KIND.avatar;
  const allowed = isAvatar || media.ownerUserId === viewer.user.id || isAdmin(viewer.user) || isAdmin(viewer.impersonator);
  if (!allowed) return null;
  const storedPath = isAvatar && size === AVATAR_THUMB_SIZE ? variantPath(media.storedPath, THUMB_SUFFIX) : media.storedPath;
  return { storedPath, mimeType: media.mimeType, originalName: media.originalName, kind: media.kind as MediaKind, isAvatar };
}
