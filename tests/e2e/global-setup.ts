import fs from "node:fs";
import { STILL_NEEDED_DIR } from "./known-unbuilt.ts";
import { HTML_DIR } from "./support.ts";

/** Each run checks the HTML of the pages it visited, and what its own link walks needed: start with empty folders. */
export default function globalSetup() {
  fs.rmSync(HTML_DIR, { recursive: true, force: true });
  fs.rmSync(STILL_NEEDED_DIR, { recursive: true, force: true });
}
