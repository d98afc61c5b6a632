import { http, HttpResponse } from "msw";

/** The mail API: accepts a message and answers with an id, like the real provider. */
export function mailHandlers(apiUrl: string) {
  let next = 1;
  return [
    http.post(apiUrl, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { to?: string; subject?: string } | null;
      if (!body?.to || !body.subject) return HttpResponse.json({ error: "to and subject are required" }, { status: 422 });
      return HttpResponse.json({ id: `mock-mail-${next++}` }, { status: 202 });
    }),
  ];
}
