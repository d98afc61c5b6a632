import { Fragment } from "react";

/**
 * Where a long email address or web address may wrap: before "@", ".", "?", "&", "#", "=" and after
 * "/" (not inside "//"), the way addresses are broken in print.
 */
export function breakPoints(text: string): string[] {
  return text.split(/(?=[@.?&#=])|(?<=[^/]\/)(?!\/)/).filter((part) => part !== "");
}

/** Text that wraps at sensible points (with <wbr>) instead of mid-word when it is wider than its box. */
export function Breakable({ text }: { text: string }) {
  const parts = breakPoints(text);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
