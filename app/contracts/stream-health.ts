// What the host sees of a live stream's ingest (the event dashboard's health panel), shared by the
// server that measures it and the page that shows it. No Node imports: the host's page reads it.
import type { LiveEventData } from "./live-events";

/** `stream_health` data: one measurement, pushed to the host every few seconds while a broadcast lasts (its shape: live-event-shapes.ts). */
export type StreamHealth = LiveEventData["stream_health"];
/** The spec's stream health words: how the ingest is doing at a glance. */
export type StreamHealthRating = StreamHealth["rating"];
/** Where a self-hosted broadcast is: waiting for its first segment, playing, waiting for the encoder to come back, or over. */
export type BroadcastState = StreamHealth["state"];
