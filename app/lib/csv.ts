/**
 * CSV for the admin list exports, written by csv-stringify (quoting, CRLF lines). Cells that start
 * like a formula (= + - @, tab, CR) are neutralised with a leading apostrophe so a spreadsheet shows
 * them as text instead of running them.
 */
import { stringify } from "csv-stringify/sync";

export type CsvCell = string | number | null | undefined;

function neutralised(value: CsvCell): string {
  const s = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** CSV lines (each ending CRLF) for these records. */
export function csvLines(records: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  if (records.length === 0) return "";
  return stringify(
    records.map((r) => r.map(neutralised)),
    { record_delimiter: "windows" },
  );
}

/** A whole CSV: the header line, then the rows. */
export function toCsv(header: string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return csvLines([header, ...rows]);
}

/** A CSV download: a whole text, or a stream of lines. */
export function csvResponse(filename: string, body: string | ReadableStream<Uint8Array>) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
