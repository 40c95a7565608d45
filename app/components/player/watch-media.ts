// The watch page's own breakpoints, shared by its styles and the player's layout styles.

/** Below the wide layout (player and chat side by side). */
export const belowWide = "screen and (max-width: 1023.98px)";

/** A phone held sideways: the player takes the screen. */
export const phoneLandscape = "screen and (orientation: landscape) and (max-height: 500px)";

/** A phone held upright: the page's heading above the player already names the event and says LIVE. */
export const phonePortrait = "screen and (max-width: 1023.98px) and (orientation: portrait)";

/** Below the wide layout, unless held sideways: the room's parts are tabs under the player. */
const roomTabsQueries = [
  "screen and (max-width: 1023.98px) and (orientation: portrait)",
  "screen and (max-width: 1023.98px) and (min-height: 501px)",
];
export const roomTabs = roomTabsQueries.join(", ");
/** The same with JavaScript: only there do the tabs show one part at a time (a browser that cannot tell lays the parts out one after another). */
export const roomTabsScripted = roomTabsQueries.map((query) => `${query} and (scripting: enabled)`).join(", ");
