// What the other wings may use of room/ (see README.md).
export * from "./chat/blocked-words.server";
export * from "./chat/chat-message.server";
export * from "./chat/messages.server";
export * from "./handouts.server";
export * from "./presence.server";
export * from "./stage-marks.server";
export * from "./stream-access.server";
export * from "./viewer-access.server";
export * from "./watch.server";
