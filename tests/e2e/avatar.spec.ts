import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { uploadedFile } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, openDb, waitForHydration, signInAs } from "./support.ts";

const TYPE_MESSAGE = "Please choose a JPG, PNG, GIF or WebP image.";
const SIZE_MESSAGE = "The image must be 5 MB or smaller.";

/** A 400x200 PNG: left half red, right half blue, so the served picture shows which part was kept. */
async function redBlue(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: blue, left: 200, top: 0 }])
    .png()
    .toBuffer();
}

async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return { red: channels[0]?.mean ?? -1, blue: channels[2]?.mean ?? -1 };
}

function avatarIdOf(userId: number): number | null {
  const db = openDb();
  const row = db.prepare(`SELECT avatarId FROM "User" WHERE id = ?`).get(userId) as { avatarId: number | null };
  db.close();
  return row.avatarId;
}

/** A file uploaded by a member (stored in the uploads directory with its Media row). */
async function plantMedia(ownerUserId: number, kind: string, bytes: Buffer, ext: string, mimeType: string): Promise<number> {
  return (await uploadedFile(ownerUserId, { kind, bytes, ext, mimeType, originalName: `proof.${ext}` })).id;
}

async function openModal(page: Page) {
  await page.goto("/edit-profile/avatar");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Change Image" })).toBeVisible();
}

test.describe("profile image", () => {
  test("a member uploads a picture, keeps the part they chose and gets small WebP files", async ({ page }) => {
    const member = await createMember({ firstName: "Avery" });
    await signInAs(page, member);
    await openModal(page);
    await expectAccessible(page);
    await expect(page.getByRole("button", { name: "Remove Image" })).toHaveCount(0);

    await page
      .getByRole("dialog")
      .getByLabel("Profile image")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await redBlue() });
    const x = page.locator('input[name="x"]');
    if (jsEnabled()) {
      // The crop box starts as the centred square; drag it to the right edge, then back left with the keyboard.
      const box = page.getByRole("button", { name: "Crop area" });
      await expect(box).toBeVisible();
      await expect(x).toHaveValue("100");
      await expect(page.locator('input[name="width"]')).toHaveValue("200");
      const area = await box.boundingBox();
      if (!area) throw new Error("no crop box");
      await page.mouse.move(area.x + area.width / 3, area.y + area.height / 3);
      await page.mouse.down();
      await page.mouse.move(area.x + area.width / 3 + 600, area.y + area.height / 3, { steps: 5 });
      await page.mouse.up();
      await expect(x).toHaveValue("200");
      for (let i = 0; i < 12; i += 1) await box.press("Shift+ArrowLeft");
      await expect(x).toHaveValue("0");
      await box.press("-");
      await expect(page.locator('input[name="width"]')).toHaveValue("192");
      await box.press("+");
      await expect(page.locator('input[name="width"]')).toHaveValue("200");
      await expect(x).toHaveValue("0");
      await expectAccessible(page);
    } else {
      await expect(page.getByText("It will be cropped to a centred square.")).toBeVisible();
    }
    await page.getByRole("button", { name: "Save Image" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByText("Profile image updated.")).toBeVisible();
    await expectAccessible(page);

    const id = avatarIdOf(member.id);
    expect(id).not.toBeNull();
    const large = await page.request.get(`/resources/media/${id}`);
    expect(large.status()).toBe(200);
    expect(large.headers()).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "private, max-age=86400",
      "x-content-type-options": "nosniff",
    });
    const largeBytes = await large.body();
    expect(await sharp(largeBytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    const colour = await meanColour(largeBytes);
    if (jsEnabled()) {
      // The member moved the box over the red half.
      expect(colour.red).toBeGreaterThan(200);
      expect(colour.blue).toBeLessThan(50);
    } else {
      // Centre crop: half red, half blue.
      expect(colour.red).toBeGreaterThan(90);
      expect(colour.blue).toBeGreaterThan(90);
    }
    const small = await page.request.get(`/resources/media/${id}?size=64`);
    expect(small.status()).toBe(200);
    expect(await sharp(await small.body()).metadata()).toMatchObject({ format: "webp", width: 64, height: 64 });

    // The modal shows the current picture and removes it.
    await openModal(page);
    await expect(page.getByRole("dialog").getByRole("img", { name: `Avery ${member.lastName}` })).toBeVisible();
    await page.getByRole("button", { name: "Remove Image" }).click();
    await expect(page.getByText("Profile image removed.")).toBeVisible();
    expect(avatarIdOf(member.id)).toBeNull();
    expect((await page.request.get(`/resources/media/${id}`)).status()).toBe(404);
  });

  test("a file that is not an image, or is too big, is refused with a message", async ({ page }) => {
    const member = await createMember({ firstName: "Noel" });
    await signInAs(page, member);
    await openModal(page);
    await page
      .getByRole("dialog")
      .getByLabel("Profile image")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are my notes, not a picture.") });
    await page.getByRole("button", { name: "Save Image" }).click();
    await expect(page.getByText(TYPE_MESSAGE)).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Profile image")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/edit-profile\/avatar$/);
    await expectAccessible(page);

    const huge = Buffer.concat([await redBlue(), Buffer.alloc(5 * 1024 * 1024)]);
    await page.getByRole("dialog").getByLabel("Profile image").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: huge });
    await page.getByRole("button", { name: "Save Image" }).click();
    await expect(page.getByText(SIZE_MESSAGE)).toBeVisible();
    expect(avatarIdOf(member.id)).toBeNull();
  });

  test("files are served only to those allowed; visitors are sent to login", async ({ page }) => {
    const owner = await createMember({ firstName: "Olive" });
    const other = await createMember({ firstName: "Otto" });
    const document = await plantMedia(owner.id, "supporting_document", Buffer.from("%PDF-1.4\n% test\n"), "pdf", "application/pdf");
    const picture = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 0, g: 128, b: 0 } } })
      .webp()
      .toBuffer();
    const avatar = await plantMedia(owner.id, "avatar", picture, "webp", "image/webp");

    await signInAs(page, other);
    expect((await page.request.get(`/resources/media/${document}`)).status()).toBe(404);
    expect((await page.request.get(`/resources/media/${document + 100000}`)).status()).toBe(404);
    expect((await page.request.get(`/resources/media/not-a-number`)).status()).toBe(404);
    const seen = await page.request.get(`/resources/media/${avatar}`);
    expect(seen.status()).toBe(200);
    expect(seen.headers()["content-type"]).toBe("image/webp");

    await page.context().clearCookies();
    await signInAs(page, owner);
    const own = await page.request.get(`/resources/media/${document}`);
    expect(own.status()).toBe(200);
    expect(own.headers()).toMatchObject({ "content-type": "application/pdf", "x-content-type-options": "nosniff" });
    expect(own.headers()["content-disposition"]).toMatch(/^attachment; filename="proof\.pdf"/);

    await page.context().clearCookies();
    await page.goto(`/resources/media/${avatar}`);
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/edit-profile/avatar");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fedit-profile%2Favatar/);
    await waitForHydration(page);
    await expectAccessible(page);
  });
});
