/** The member directory: search (only opted-in valid members), filters, the public profile and its 404. */
import { expect, test, type Page } from "@playwright/test";
import { activeMembership, createAddress } from "../factories/index.ts";
import { createMember, expectAccessible, jsEnabled, signInAs, waitForHydration } from "./support.ts";

type Listing = {
  optIn: boolean;
  city: string;
  state: string;
  organization?: string;
  publicBio?: string;
  memberBio?: string;
  virtual?: boolean;
  workshops?: boolean;
};

/** A member with an active professional membership, a primary address and the directory fields. */
async function listedMember(name: { firstName: string; lastName?: string }, l: Listing) {
  const member = await createMember({
    ...name,
    agreeDemographicSearch: l.optIn,
    organization: l.organization ?? null,
    jobTitle: "Financial Counselor",
    publicBio: l.publicBio ?? null,
    memberBio: l.memberBio ?? null,
    offerVirtualCounseling: l.virtual ?? false,
    offerGroupWorkshops: l.workshops ?? false,
    cellPhone: "5550001111",
  });
  await activeMembership(member.id);
  await createAddress(member.id, { name: "Home", addressLine1: "12 Private Lane", city: l.city, state: l.state });
  return member;
}

async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** With JavaScript the form applies itself (text after the 300 ms pause); without, the Search button sends it. */
async function applySearch(page: Page) {
  if (!jsEnabled()) await page.getByRole("button", { name: "Search" }).click();
}

const results = (page: Page) => page.getByRole("table", { name: "Members matching your search" });

test.describe("member directory", () => {
  test("finds opted-in valid members only, filters, opens a profile; an unlisted profile is a 404", async ({ page }) => {
    const prefix = `Dirq${Date.now().toString(36)}`;
    const listed = await listedMember(
      { firstName: "Opal", lastName: `${prefix}Listed` },
      {
        optIn: true,
        city: "Richmond",
        state: "VA",
        organization: "Harbor Credit Union",
        publicBio: "I help families build emergency savings.",
        memberBio: "Happy to mentor new AFCs.",
        virtual: true,
      },
    );
    await listedMember({ firstName: "Tess", lastName: `${prefix}Texan` }, { optIn: true, city: "Austin", state: "TX", workshops: true });
    const hidden = await listedMember(
      { firstName: "Hugo", lastName: `${prefix}Hidden` },
      { optIn: false, city: "Richmond", state: "VA", virtual: true },
    );
    // The viewer is a valid member who is not listed: sees member bios.
    const viewer = await listedMember({ firstName: "Vera" }, { optIn: false, city: "Denver", state: "CO" });

    await signInAs(page, viewer);
    await visit(page, "/membership/search");
    await expect(page).toHaveTitle("Member Directory | Member Portal");
    await expect(page.getByRole("heading", { name: "Member Directory", level: 1 })).toBeVisible();
    await expectAccessible(page);

    // Name: the shared surname prefix finds the two opted-in members, never the one who did not opt in.
    await page.getByLabel("Name", { exact: true }).fill(prefix.toLowerCase());
    await applySearch(page);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix.toLowerCase()}`));
    await expect(page.getByText("2 members found")).toBeVisible();
    await expect(results(page).getByRole("link", { name: `Opal ${prefix}Listed` })).toBeVisible();
    await expect(results(page).getByRole("link", { name: `Tess ${prefix}Texan` })).toBeVisible();
    await expect(page.getByText(`Hugo ${prefix}Hidden`)).toHaveCount(0);
    await expect(results(page).getByRole("row").filter({ hasText: "Opal" })).toContainText("Harbor Credit Union");
    await expect(results(page).getByRole("row").filter({ hasText: "Opal" })).toContainText("Virtual counseling");
    await expectAccessible(page);

    // A service checkbox narrows to those who offer it.
    await page.getByLabel("Offers group workshops").check();
    await applySearch(page);
    await expect(page).toHaveURL(/[?&]workshops=on/);
    await expect(page.getByText("1 member found")).toBeVisible();
    await expect(results(page).getByRole("link", { name: `Tess ${prefix}Texan` })).toBeVisible();
    await page.getByLabel("Offers group workshops").uncheck();
    await applySearch(page);
    await expect(page.getByText("2 members found")).toBeVisible();

    // State narrows to the primary address's state.
    await page.getByLabel("State", { exact: true }).selectOption("VA");
    await applySearch(page);
    await expect(page).toHaveURL(/[?&]state=VA/);
    await expect(page.getByText("1 member found")).toBeVisible();
    await expect(results(page).getByRole("link", { name: `Tess ${prefix}Texan` })).toHaveCount(0);

    // The public profile: public and member bio (the viewer is a valid member), nothing private.
    await results(page)
      .getByRole("link", { name: `Opal ${prefix}Listed` })
      .click();
    await expect(page.getByRole("heading", { name: `Opal ${prefix}Listed`, level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page).toHaveTitle(`Opal ${prefix}Listed | Member Directory`);
    await expect(page.getByText("I help families build emergency savings.")).toBeVisible();
    await expect(page.getByText("Happy to mentor new AFCs.")).toBeVisible();
    await expect(page.getByText("Richmond, VA").first()).toBeVisible();
    await expect(page.getByText("Virtual counseling")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("5550001111");
    await expect(page.locator("main")).not.toContainText("12 Private Lane");
    await expect(page.locator("main")).not.toContainText(listed.email);
    await expectAccessible(page);

    // Back to the same search.
    await page.getByRole("link", { name: /Back to search results/ }).click();
    await expect(page).toHaveURL(/\/membership\/search\?.*state=VA/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(prefix.toLowerCase());
    await expect(page.getByText("1 member found")).toBeVisible();

    // Nothing matches.
    await visit(page, `/membership/search?q=${prefix}Nobody`);
    await expect(page.getByText("No members match your search.")).toBeVisible();
    await expectAccessible(page);

    // The member who did not opt in has no profile page.
    const response = await visit(page, `/membership/search/${hidden.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a signed-in user who is not a member may search but does not see member bios", async ({ page }) => {
    const prefix = `Dirn${Date.now().toString(36)}`;
    await listedMember(
      { firstName: "Nell", lastName: `${prefix}Listed` },
      { optIn: true, city: "Tampa", state: "FL", publicBio: "Public words here.", memberBio: "Members-only words." },
    );
    const viewer = await createMember({ firstName: "Nina" });

    await signInAs(page, viewer);
    await visit(page, `/membership/search?q=${prefix}`);
    await results(page)
      .getByRole("link", { name: `Nell ${prefix}Listed` })
      .click();
    await expect(page.getByRole("heading", { name: `Nell ${prefix}Listed`, level: 1 })).toBeVisible();
    await expect(page.getByText("Public words here.")).toBeVisible();
    await expect(page.getByText("Members-only words.")).toHaveCount(0);
    await expect(page.getByText("Member bios are shown to members only.")).toBeVisible();
    await expectAccessible(page);
  });
});
