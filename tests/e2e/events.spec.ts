/**
 * Events, with JavaScript on and off: the lists (filters name, type and approved for ethics; a row
 * opens the event), an event's page (member-only types send non-members to /membership; members add
 * it to the cart at the member price), and the JSON lists. Events made here are dated more than a
 * year ahead, so the dashboard's carousel (the 10 soonest) keeps showing the demo's own.
 */
import { expect, test, type Page } from "@playwright/test";
import { daysFromNow } from "~/lib/dates.ts";
import { paths } from "~/lib/paths.ts";
import { activeMembership, memberOnlyEvent, upcomingEvent } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, waitForHydration, signInAs } from "./support.ts";

/** A member-only ("fpa", "virtual") or open event: $60, $35 for members. */
async function forumEvent(type: string): Promise<number> {
  const { event } = await upcomingEvent({
    type,
    name: `Members' forum ${type} ${Date.now()}`,
    date: daysFromNow(400),
    priceCents: 6000,
    memberPriceCents: 3500,
  });
  return event.id;
}

/** Submits the list's filter form: with JavaScript each change applies itself, without it the Filter button does. */
async function applyFilter(page: Page, change: () => Promise<void>, expected: RegExp) {
  await change();
  if (!jsEnabled()) await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(expected);
}

const rowNames = (page: Page) => page.getByRole("table").getByRole("rowheader");

test.describe("events", () => {
  test("a member filters events by name, type and ethics, opens an upcoming event and adds it to the cart", async ({ page }) => {
    const stamp = `Q${Date.now() % 1_000_000_000}`;
    const name = `Ethics Lab ${stamp}`;
    await upcomingEvent({ name, type: "webinar", approvedForEthics: true, ceus: 1.5, date: daysFromNow(420), priceCents: 2500 });
    await upcomingEvent({ name: `${name} Replay`, type: "webinar", approvedForEthics: false, date: daysFromNow(421) });
    await upcomingEvent({ name: `${name} Live`, type: "in_person", approvedForEthics: true, date: daysFromNow(422) });
    const member = await createMember({ firstName: "Eva", lastName: `Events${stamp}` });
    await signInAs(page, member);

    await page.goto(paths.events.root());
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Date/ })).toHaveAttribute("aria-sort", "descending");
    await page.getByRole("link", { name: "Upcoming Events" }).click();
    await expect(page.getByRole("heading", { name: "Upcoming Events", level: 1 })).toBeVisible();
    await waitForHydration(page);

    // With JavaScript the name applies itself 300 ms after typing stops.
    await applyFilter(page, () => page.getByLabel("Name", { exact: true }).fill(stamp), new RegExp(`[?&]q=${stamp}`));
    // Soonest first.
    await expect(rowNames(page)).toHaveText([name, `${name} Replay`, `${name} Live`]);
    await applyFilter(
      page,
      () =>
        page
          .getByLabel("Type")
          .selectOption({ label: "Webinar" })
          .then(() => {}),
      /[?&]type=webinar/,
    );
    await expect(rowNames(page)).toHaveText([name, `${name} Replay`]);
    await applyFilter(
      page,
      () =>
        page
          .getByLabel("Approved for Ethics")
          .selectOption({ label: "Yes" })
          .then(() => {}),
      /[?&]ethics=yes/,
    );
    await expect(rowNames(page)).toHaveText([name]);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Webinar");
    await expect(row).toContainText("1.5");
    await expect(row).toContainText("$25.00");
    await expect(page.getByText("1 record", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByText("Approved for ethics")).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "Added to cart." })).toBeVisible();
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  });

  test("a non-member sees member-only events listed as Members only; opening one leads to the membership page", async ({ page }) => {
    const stamp = `M${Date.now() % 1_000_000_000}`;
    const name = `FPA Roundtable ${stamp}`;
    await memberOnlyEvent({ name, date: daysFromNow(430) });
    const outsider = await createMember({ firstName: "Ned", lastName: `Outside${stamp}` });
    await signInAs(page, outsider);
    await page.goto(paths.events.root({ q: stamp, type: "fpa" }));
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Members only");
    await expectAccessible(page);
    await row
      .getByRole("link", { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole("status").filter({ hasText: "This event is for members." })).toBeVisible();
  });

  test("the JSON lists answer data and lastPage, and a 400 naming a bad sort", async ({ page }) => {
    test.skip(!jsEnabled(), "request-level checks run once");
    const stamp = `J${Date.now() % 1_000_000_000}`;
    for (let i = 1; i <= 3; i++) await upcomingEvent({ name: `JSON Webinar ${stamp} ${i}`, date: daysFromNow(440 + i) });
    const member = await createMember();
    await signInAs(page, member);

    const list = await page.request.get(paths.api.upcomingEvents({ filter: `name,${stamp}`, sort: "date,desc", limit: 2 }));
    expect(list.status()).toBe(200);
    expect(list.headers()["content-type"]).toMatch(/^application\/json/);
    const body = (await list.json()) as { data: { name: string; date: string; locked: boolean }[]; lastPage: number };
    expect(body.lastPage).toBe(2);
    expect(body.data.map((e) => e.name)).toEqual([`JSON Webinar ${stamp} 3`, `JSON Webinar ${stamp} 2`]);
    expect(body.data[0]).toMatchObject({ locked: false, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const bad = await page.request.get("/api/events?sort=price,asc");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({
      parameter: "sort",
      message: 'sort "price,asc" must be "id,asc" or "id,desc", with id one of name, date, type, ceus, id.',
    });
  });

  test("a member-only event sends a non-member to the membership page", async ({ page }) => {
    const eventId = await forumEvent("fpa");
    const outsider = await createMember({ firstName: "Out", lastName: "Sider" });
    await signInAs(page, outsider);
    await page.goto(`/events/${eventId}`);
    await expect(page).toHaveURL(/\/membership$/);
    await expect(page.getByRole("status").filter({ hasText: "This event is for members." })).toBeVisible();
  });

  test("a member sees the member price and adds the event to the cart", async ({ page }) => {
    const eventId = await forumEvent("virtual");
    const member = await createMember({ firstName: "In", lastName: "Sider" });
    await activeMembership(member.id);
    await signInAs(page, member);
    await page.goto(`/events/${eventId}`);
    await waitForHydration(page);
    await expect(page.getByText("$35.00")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("status").filter({ hasText: "Added to cart." })).toBeVisible();
    await expect(page.getByRole("cell", { name: /^Members' forum virtual \d+$/ })).toBeVisible();
  });
});
