/**
 * The candidate's education link (member spec section 4, "Certification card" 6: "The education
 * link goes to a learning system, or to the holmes SSO path once any course material has both a
 * course id and a transaction id"), read by the certification area's and the dashboard's progress
 * cards alike.
 */
import { holmesSignOnUrl } from "~/integrations/holmes.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";

/** The course-materials supplier's sign-on for the first paid material with its course, else the learning system. */
export async function educationLink(registrationId: number): Promise<string> {
  const material = await db.registrationCourseMaterial.findFirst({
    where: { registrationId, hcCourseId: { not: null }, transactionId: { not: null } },
    orderBy: { id: "asc" },
    select: { hcCourseId: true },
  });
  return material?.hcCourseId ? holmesSignOnUrl(material.hcCourseId) : getEnv().BRIGHTSPACE_URL;
}
