import type { StyleRule } from "@vanilla-extract/css";
import { media } from "./theme.css";

/**
 * A title holding a name that may be long (an event's, a host's): no margin, long words broken,
 * `phone` on a phone and `tablet` from tablet width up. Compose it with the title's own weight and leading.
 */
export function longTitle(phone: string, tablet: string): StyleRule {
  return { margin: 0, fontSize: phone, overflowWrap: "anywhere", "@media": { [media.md]: { fontSize: tablet } } };
}
