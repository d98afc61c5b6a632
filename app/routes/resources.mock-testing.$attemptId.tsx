/**
 * /resources/mock-testing/:attemptId: the local stand-in for the testing service's exam page (the
 * `redirect_url` of an attempt the stand-in started, tests/mocks/testing-service.ts), served only
 * while the testing service is mocked. A plain HTML form (no JavaScript): opening it puts the
 * attempt in progress; "Finish exam" grades the answers (unanswered is wrong), completes the
 * attempt and sends the browser to the attempt's return URL; "Leave and come back later" goes
 * there without finishing. Like the real service's page it needs no portal sign-in: the attempt id
 * in the URL is the key.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  MOCK_EXAM_PAGE_TEXT,
  MOCK_EXAM_POOLS,
  MOCK_EXAM_QUESTIONS,
  mockTestingService,
  type MockTestingAttempt,
} from "../../tests/mocks/testing-service.ts";
import { getEnv } from "~/lib/env.server.ts";
import { readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { escapeHtml, sendHtml, standInDocument } from "../../tests/mocks/page.ts";

function requireMocked() {
  if (!getEnv().mocked.practiceexams) throw notFound();
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b2430; background: #f3f5f8; }
  main { max-width: 44rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border: 1px solid #d9dee6; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin: .5rem 0 .25rem; }
  h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; padding-top: 1rem; border-top: 1px solid #d9dee6; }
  .test { display: inline-block; margin: 0; font-size: .8rem; font-weight: 700; color: #7a4300; background: #fff1d0; border-radius: 4px; padding: .1rem .5rem; }
  .muted { color: #4a5565; }
  fieldset { border: 1px solid #c5ccd6; border-radius: 6px; margin: 1rem 0; padding: .75rem 1rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  .option { display: flex; gap: .5rem; align-items: baseline; margin: .35rem 0; }
  input[type="radio"] { margin: 0; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2f62d8; outline-offset: 2px; }
  button { margin-top: 1rem; font: inherit; font-weight: 700; padding: .7rem 1.5rem; border: 0; border-radius: 6px; background: #1f4fbf; color: #fff; cursor: pointer; }
  button:hover { background: #173c93; }
  a { color: #1f4fbf; }
  .actions { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: center; }
`;

function htmlDocument(title: string, body: string, nonce: string): string {
  return standInDocument({ title, style: STYLE, nonce, marker: MOCK_EXAM_PAGE_TEXT.marker, body });
}

function unknownPage(nonce: string): Response {
  const body = `<h1>Exam not found</h1>
<p role="alert">${escapeHtml(MOCK_EXAM_PAGE_TEXT.unknown)}</p>`;
  return sendHtml(htmlDocument("Exam not found | Test mode", body, nonce), 404);
}

function finishedPage(attempt: MockTestingAttempt, nonce: string): Response {
  const body = `<h1>${escapeHtml(MOCK_EXAM_PAGE_TEXT.finished)}</h1>
<p>Your answers were sent to the member portal.</p>
<p><a href="${escapeHtml(attempt.returnUrl)}">${escapeHtml(MOCK_EXAM_PAGE_TEXT.back)}</a></p>`;
  return sendHtml(htmlDocument(`${MOCK_EXAM_PAGE_TEXT.finished} | Test mode`, body, nonce));
}

function examPage(attempt: MockTestingAttempt, nonce: string): Response {
  let number = 0;
  const pools = MOCK_EXAM_POOLS.map((pool, p) => {
    const questions = MOCK_EXAM_QUESTIONS.filter((question) => question.pool === pool)
      .map((question) => {
        number += 1;
        const options = question.options
          .map((option, i) => {
            const id = `${question.id}-${i}`;
            return `<div class="option"><input type="radio" id="${id}" name="${question.id}" value="${i}"><label for="${id}">${escapeHtml(option)}</label></div>`;
          })
          .join("\n");
        return `<fieldset>
<legend>${number}. ${escapeHtml(question.text)}</legend>
${options}
</fieldset>`;
      })
      .join("\n");
    return `<section aria-labelledby="pool-${p + 1}">
<h2 id="pool-${p + 1}">${escapeHtml(pool)}</h2>
${questions}
</section>`;
  }).join("\n");
  const { firstName, lastName } = attempt.candidate;
  const body = `<h1>Practice exam ${escapeHtml(attempt.examId)}</h1>
<p>Candidate: ${escapeHtml(`${firstName} ${lastName}`)}</p>
<p class="muted">Answer each question, then choose ${escapeHtml(MOCK_EXAM_PAGE_TEXT.finish)}. A question left unanswered counts as wrong.</p>
<form method="post">
${pools}
<div class="actions">
<button type="submit">${escapeHtml(MOCK_EXAM_PAGE_TEXT.finish)}</button>
<a href="${escapeHtml(attempt.returnUrl)}">${escapeHtml(MOCK_EXAM_PAGE_TEXT.leave)}</a>
</div>
</form>`;
  return sendHtml(htmlDocument(`Practice exam ${attempt.examId} | Test mode`, body, nonce));
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireMocked();
  const attempt = mockTestingService.open(params.attemptId ?? "");
  if (!attempt) return unknownPage(context.cspNonce);
  if (attempt.status === "completed") return finishedPage(attempt, context.cspNonce);
  return examPage(attempt, context.cspNonce);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireMocked();
  const attemptId = params.attemptId ?? "";
  if (!mockTestingService.attempt(attemptId)) return unknownPage(context.cspNonce);
  const form = await readForm(request);
  const answers = Object.fromEntries(
    MOCK_EXAM_QUESTIONS.map((question) => {
      const value = form.get(question.id);
      return [question.id, typeof value === "string" ? value : undefined];
    }),
  );
  // Finishing again changes nothing: the first result stays.
  const finished = mockTestingService.finish(attemptId, answers);
  if (!finished) return unknownPage(context.cspNonce);
  return redirect(finished.attempt.returnUrl, 303);
}
