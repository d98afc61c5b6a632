import { http, HttpResponse } from "msw";
import { ACCREDIBLE_CREDENTIALS_PATH } from "../../app/integrations/accredible.server.ts";

/**
 * Accredible's credentials endpoint: checks a credential like the service does (a group, a
 * recipient's name and email, an issue date), answers its id and public URL, expires (PUT with
 * expired_on) and deletes by id.
 * A group named "ACC-REFUSE" is refused, so tests can see a failed issue.
 */
export function accredibleHandlers(baseUrl: string) {
  const issued = new Set<string>();
  let next = 1;
  return [
    http.post(new URL(ACCREDIBLE_CREDENTIALS_PATH, baseUrl).href, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as {
        credential?: { group_id?: string; issued_on?: string; recipient?: { name?: string; email?: string } };
      } | null;
      const c = body?.credential;
      if (!c?.group_id || !c.issued_on || !c.recipient?.name || !c.recipient.email) {
        return HttpResponse.json({ errors: ["group_id, issued_on and the recipient's name and email are required"] }, { status: 422 });
      }
      if (c.group_id === "ACC-REFUSE") return HttpResponse.json({ errors: ["Group not found"] }, { status: 404 });
      const id = String(next++);
      issued.add(id);
      return HttpResponse.json(
        { credential: { id, url: `https://www.credential.net/mock-${c.group_id.toLowerCase()}-${id}` } },
        { status: 201 },
      );
    }),
    http.put(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/:id`, baseUrl).href, async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json().catch(() => null)) as { credential?: { expired_on?: string } } | null;
      if (!issued.has(id)) return HttpResponse.json({ errors: ["Not found"] }, { status: 404 });
      if (body?.credential?.expired_on !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(body.credential.expired_on)) {
        return HttpResponse.json({ errors: ["expired_on must be a date"] }, { status: 422 });
      }
      return HttpResponse.json({ credential: { id, expired_on: body?.credential?.expired_on ?? null } });
    }),
    http.delete(new URL(`${ACCREDIBLE_CREDENTIALS_PATH}/:id`, baseUrl).href, ({ params }) => {
      const id = String(params.id);
      if (!issued.delete(id)) return HttpResponse.json({ errors: ["Not found"] }, { status: 404 });
      return HttpResponse.json({ credential: { id } });
    }),
  ];
}
