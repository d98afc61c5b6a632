/**
 * One racing server process for tests/unit/once-across-processes.test.ts: run with tsx and the test's
 * DATABASE_URL. Loads the app, says "ready", waits for a line on stdin (so every racer starts
 * together), runs one command `RACE_TIMES` times and prints the results as one JSON line.
 */
import { setupServer } from "msw/node";
import { mockStripe } from "../mocks/stripe.ts";
import { handlersFor } from "../mocks/node.ts";
import { resetPassword } from "~/features/auth/auth.server.ts";
import { approveIndividualCeu } from "~/features/ceus/decisions.server.ts";
import { startCheckout } from "~/features/commerce/checkout.server.ts";
import { requestExtension } from "~/features/extensions/request.server.ts";
import { sendReminders } from "~/features/renewals/reminders.server.ts";
import { renewalToCart } from "~/features/trainings/trainer-renewal.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { takeTurn } from "~/lib/throttle.server.ts";
import { mergeUsers } from "~/features/member-records/merge/merge.server.ts";
import { loadMergePreview } from "~/features/member-records/merge/preview.server.ts";
import { jobNamed } from "~/features/scheduled-jobs/jobs.server.ts";
import { asOfDay } from "~/features/scheduled-jobs/periods.ts";
import { runJob } from "~/features/scheduled-jobs/runner.server.ts";

const [command, ...args] = process.argv.slice(2);
const times = Number(process.env.RACE_TIMES ?? 1);

// Checkout pays through this process's own Stripe stand-in: what it charged is counted here.
if (command === "checkout" || command === "merge") setupServer(...handlersFor(["stripe"])).listen({ onUnhandledRequest: "bypass" });

async function once(): Promise<unknown> {
  switch (command) {
    case "approve-ceu":
      return (await approveIndividualCeu({ actor: adminActor(Number(args[1])), id: Number(args[0]), selectedMessages: [], message: null }))
        .ok;
    case "reset-password":
      return resetPassword(args[0]!, args[1]!, "a-new-password-1234").then(
        () => true,
        () => false,
      );
    case "extension":
      return (await requestExtension(memberActor(Number(args[0])), { completedHours: 10, signature: "Racer" })) === null;
    case "checkout": {
      const result = await startCheckout({
        actor: memberActor(Number(args[0])),
        checkoutKey: args[1]!,
        paymentMethod: "existing",
        saveCard: false,
        overrideNotes: null,
        donation: null,
      });
      return { paid: result.kind === "paid", cents: mockStripe.succeededCharges().reduce((sum, c) => sum + c.amount, 0) };
    }
    case "trainer-renewal":
      return "ok" in (await renewalToCart(memberActor(Number(args[0])), { signature: "Racer" }));
    case "reminders":
      return (await sendReminders(asOfDay(args[0]!)!)).changed;
    case "job":
      return (await runJob(jobNamed(args[0]!)!, asOfDay(args[1]!)!)).kind === "ran";
    case "job-effect":
      // The job's effect without the period's claim (as a run repeated by hand): what it changed.
      return (await jobNamed(args[0]!)!.run(asOfDay(args[1]!)!)).changed;
    case "merge": {
      // An admin's Merge accounts as posted from the preview they saw (read when the race starts).
      const [targetId, sourceId, adminId] = args.map(Number) as [number, number, number];
      const preview = await loadMergePreview(targetId, sourceId);
      if (!preview) return "missing";
      return (await mergeUsers({ actor: adminActor(adminId), targetId, sourceId, fingerprint: preview.fingerprint, posted: {} })).kind;
    }
    case "throttle":
      return (await takeTurn(args[0]!, { max: Number(args[1]), windowMs: 60_000 })).allowed;
    default:
      throw new Error(`unknown command ${command}`);
  }
}

process.stdout.write("ready\n");
await new Promise((resolve) => process.stdin.once("data", resolve));
const results: unknown[] = [];
for (let i = 0; i < times; i++) results.push(await once());
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
