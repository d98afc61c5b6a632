import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember } from "../../../tests/factories/index.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { MEDIA_KIND } from "~/domain/constants.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import {
  AVATAR_SIZE_MESSAGE,
  AVATAR_TYPE_MESSAGE,
  avatarUrl,
  cropRegion,
  removeAvatar,
  saveAvatar,
  viewableMedia,
} from "./avatar.server.ts";

const dir = useTemporaryUploadsDir("avatar");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A 400x200 picture: left half red, right half blue. */
async function redBlue(format: "png" | "jpeg" = "png") {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  const img = sharp({ create: { width: 400, height: 200, channels: 3, background: RED } }).composite([
    { input: await half(BLUE), left: 200, top: 0 },
  ]);
  return format === "png" ? img.png().toBuffer() : img.jpeg({ quality: 95 }).toBuffer();
}

async function colourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] ?? -1, g: data[i + 1] ?? -1, b: data[i + 2] ?? -1 };
}

function near(actual: { r: number; g: number; b: number }, expected: typeof RED) {
  return Math.abs(actual.r - expected.r) < 40 && Math.abs(actual.g - expected.g) < 40 && Math.abs(actual.b - expected.b) < 40;
}

const member = (email = "ava@example.org") => createMember({ email, firstName: "Ava", lastName: "Tar" });

async function storedFiles(mediaId: number) {
  const media = await db.media.findUniqueOrThrow({ where: { id: mediaId } });
  const large = path.join(dir, media.storedPath);
  const small = large.replace(/\.webp$/, "-64.webp");
  return { media, large, small };
}

describe("cropRegion", () => {
  it("uses the largest centred square without a box", () => {
    expect(cropRegion(400, 200)).toEqual({ left: 100, top: 0, width: 200, height: 200 });
    expect(cropRegion(300, 501, null)).toEqual({ left: 0, top: 100, width: 300, height: 300 });
  });

  it("keeps a box inside the image", () => {
    expect(cropRegion(400, 200, { x: 350.4, y: -50, width: 500, height: 500 })).toEqual({ left: 350, top: 0, width: 50, height: 200 });
    expect(cropRegion(400, 200, { x: 900, y: 900, width: 10, height: 10 })).toEqual({ left: 399, top: 199, width: 1, height: 1 });
  });

  it("ignores a box that makes no sense", () => {
    expect(cropRegion(400, 200, { x: Number.NaN, y: 0, width: 10, height: 10 })).toEqual(cropRegion(400, 200));
    expect(cropRegion(400, 200, { x: 0, y: 0, width: 0, height: 10 })).toEqual(cropRegion(400, 200));
  });
});

describe("saveAvatar", () => {
  it("crops the chosen region and stores a 256 px WebP with a 64 px thumbnail", async () => {
    const user = await member();
    const result = await saveAvatar(
      memberActor(user.id),
      await redBlue(),
      { x: 0, y: 0, width: 200, height: 200 },
      { originalName: "me.png" },
    );
    if (isInvalid(result)) throw new Error(JSON.stringify(result.errors));
    const { media, large, small } = await storedFiles(result.mediaId);
    expect(media).toMatchObject({
      ownerUserId: user.id,
      kind: MEDIA_KIND.avatar,
      mimeType: "image/webp",
      originalName: "me.png",
      uploadedById: null,
      sizeBytes: fs.statSync(large).size,
    });
    const big = fs.readFileSync(large);
    expect(await sharp(big).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(await sharp(fs.readFileSync(small)).metadata()).toMatchObject({ format: "webp", width: 64, height: 64 });
    // Only the red half was chosen.
    expect(near(await colourAt(big, 5, 128), RED)).toBe(true);
    expect(near(await colourAt(big, 250, 128), RED)).toBe(true);
    const saved = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(saved.avatarId).toBe(result.mediaId);
    expect(saved.profileLastUpdated).toBeInstanceOf(Date);
  });

  it("crops the centred square without a box", async () => {
    const user = await member();
    const result = await saveAvatar(memberActor(user.id), await redBlue());
    if (isInvalid(result)) throw new Error(JSON.stringify(result.errors));
    const big = fs.readFileSync((await storedFiles(result.mediaId)).large);
    expect(near(await colourAt(big, 10, 128), RED)).toBe(true);
    expect(near(await colourAt(big, 245, 128), BLUE)).toBe(true);
  });

  it("keeps a box that reaches past the edge inside the picture", async () => {
    const user = await member();
    const result = await saveAvatar(memberActor(user.id), await redBlue(), { x: 300, y: -40, width: 400, height: 400 });
    if (isInvalid(result)) throw new Error(JSON.stringify(result.errors));
    const big = fs.readFileSync((await storedFiles(result.mediaId)).large);
    expect(near(await colourAt(big, 5, 5), BLUE)).toBe(true);
    expect(near(await colourAt(big, 250, 250), BLUE)).toBe(true);
  });

  it("reads the box in the upright picture of a rotated photo (EXIF orientation)", async () => {
    // Stored sideways (200x400, red on top); orientation 6 shows it turned clockwise: blue left, red right.
    const half = (background: typeof RED) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background } })
        .png()
        .toBuffer();
    const sideways = await sharp({ create: { width: 200, height: 400, channels: 3, background: BLUE } })
      .composite([{ input: await half(RED), left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const user = await member();
    const result = await saveAvatar(memberActor(user.id), sideways, { x: 0, y: 0, width: 200, height: 200 });
    if (isInvalid(result)) throw new Error(JSON.stringify(result.errors));
    const big = fs.readFileSync((await storedFiles(result.mediaId)).large);
    expect(near(await colourAt(big, 128, 128), BLUE)).toBe(true);
  });

  it("refuses a file that is not an image, whatever its name, and stores nothing", async () => {
    const user = await member();
    const text = new TextEncoder().encode("just some notes, renamed to .png");
    expect(await saveAvatar(memberActor(user.id), text, null, { originalName: "notes.png" })).toEqual({
      kind: "invalid",
      errors: { image: [AVATAR_TYPE_MESSAGE] },
    });
    // Right first bytes, broken picture.
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await saveAvatar(memberActor(user.id), broken)).toEqual({ kind: "invalid", errors: { image: [AVATAR_TYPE_MESSAGE] } });
    expect(await db.media.count()).toBe(0);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".webp")) : []).toEqual([]);
  });

  it("refuses an image over 5 MB", async () => {
    const user = await member();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await redBlue());
    expect(await saveAvatar(memberActor(user.id), big)).toEqual({ kind: "invalid", errors: { image: [AVATAR_SIZE_MESSAGE] } });
  });

  it("replaces the previous image, deleting its row and files", async () => {
    const user = await member();
    const admin = await createAdmin({ email: "admin@example.org", firstName: "Ad", lastName: "Min" });
    const first = await saveAvatar(memberActor(user.id), await redBlue());
    if (isInvalid(first)) throw new Error(JSON.stringify(first.errors));
    const old = await storedFiles(first.mediaId);
    // An admin impersonating the member replaces it; the row remembers who uploaded it.
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    const second = await saveAvatar(asAdmin, await redBlue("jpeg"), null);
    if (isInvalid(second)) throw new Error(JSON.stringify(second.errors));
    expect(fs.existsSync(old.large)).toBe(false);
    expect(fs.existsSync(old.small)).toBe(false);
    expect(await db.media.findMany({ select: { id: true } })).toEqual([{ id: second.mediaId }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarId).toBe(second.mediaId);
    const current = await storedFiles(second.mediaId);
    expect(fs.existsSync(current.large) && fs.existsSync(current.small)).toBe(true);
    expect(current.media).toMatchObject({ ownerUserId: user.id, uploadedById: admin.id });
    // Only the admin's change is audited.
    expect(await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityId: true } })).toEqual([
      { actorId: admin.id, actingAsUserId: user.id, action: "profile.avatar.update", entityId: user.id },
    ]);
  });
});

describe("removeAvatar", () => {
  it("removes the image and its files, and says when there was none", async () => {
    const user = await member();
    const saved = await saveAvatar(memberActor(user.id), await redBlue());
    if (isInvalid(saved)) throw new Error(JSON.stringify(saved.errors));
    const files = await storedFiles(saved.mediaId);
    expect(await removeAvatar(memberActor(user.id))).toBe(true);
    expect(fs.existsSync(files.large) || fs.existsSync(files.small)).toBe(false);
    expect(await db.media.count()).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarId).toBeNull();
    expect(await removeAvatar(memberActor(user.id))).toBe(false);
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("records a removal an impersonating admin makes, once (nothing when there was no image)", async () => {
    const user = await member();
    const admin = await createAdmin({ email: "admin@example.org", firstName: "Ad", lastName: "Min" });
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    expect(await removeAvatar(asAdmin)).toBe(false);
    const saved = await saveAvatar(memberActor(user.id), await redBlue());
    if (isInvalid(saved)) throw new Error(JSON.stringify(saved.errors));
    expect(await removeAvatar(asAdmin)).toBe(true);
    expect(await db.auditEvent.findMany({ select: { actorId: true, actingAsUserId: true, action: true, entityId: true } })).toEqual([
      { actorId: admin.id, actingAsUserId: user.id, action: "profile.avatar.remove", entityId: user.id },
    ]);
  });
});

describe("avatarUrl", () => {
  it("points at the media resource, with the thumbnail size when asked", () => {
    expect(avatarUrl(7)).toBe("/resources/media/7");
    expect(avatarUrl(7, 256)).toBe("/resources/media/7");
    expect(avatarUrl(7, 64)).toBe("/resources/media/7?size=64");
  });
});

describe("viewableMedia", () => {
  it("shows avatars to any signed-in user and other files only to their owner or an admin", async () => {
    const owner = await member("owner@example.org");
    const other = await member("other@example.org");
    const admin = await createAdmin({ email: "admin@example.org", firstName: "Ad", lastName: "Min" });
    const saved = await saveAvatar(memberActor(owner.id), await redBlue());
    if (isInvalid(saved)) throw new Error(JSON.stringify(saved.errors));
    const doc = await db.media.create({
      data: {
        ownerUserId: owner.id,
        kind: MEDIA_KIND.supportingDocument,
        originalName: "proof.pdf",
        storedPath: "ab/proof.pdf",
        mimeType: "application/pdf",
        sizeBytes: 10,
      },
    });
    const as = (u: { id: number; role: string }, impersonator: { role: string } | null = null) => ({ user: u, impersonator });

    expect(await viewableMedia(saved.mediaId, as(other))).toMatchObject({ isAvatar: true, mimeType: "image/webp" });
    expect((await viewableMedia(saved.mediaId, as(other), 64))?.storedPath).toMatch(/-64\.webp$/);
    expect((await viewableMedia(saved.mediaId, as(other), 999))?.storedPath).not.toMatch(/-64\.webp$/);

    expect(await viewableMedia(doc.id, as(other))).toBeNull();
    expect(await viewableMedia(doc.id, as(owner))).toMatchObject({ storedPath: "ab/proof.pdf", isAvatar: false });
    expect((await viewableMedia(doc.id, as(owner), 64))?.storedPath).toBe("ab/proof.pdf");
    expect(await viewableMedia(doc.id, as(admin))).not.toBeNull();
    // An admin impersonating another member still counts as an admin.
    expect(await viewableMedia(doc.id, as(other, admin))).not.toBeNull();
    expect(await viewableMedia(doc.id + 100, as(admin))).toBeNull();
  });
});
