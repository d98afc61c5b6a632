import fs from "node:fs";
import { HTML_DIR } from "./support.ts";

/** Each run checks the HTML of the pages it visited itself: start with an empty folder. */
export default function globalSetup() {
  fs.rmSync(HTML_DIR, { recursive: true, force: true });
}
