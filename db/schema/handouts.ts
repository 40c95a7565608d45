import type { Generated, Selectable } from "kysely";

/** A handout's kind: a stored file (by its detected type) or a link. */
export type HandoutKind = "pdf" | "png" | "jpeg" | "webp" | "gif" | "link";

/** migrations/0021_handouts.ts: a file or link the host gives an event's viewers. */
export interface HandoutsTable {
  id: Generated<number>;
  eventId: number;
  kind: HandoutKind;
  title: string;
  /** A file's download name (sanitised, its extension matching its kind); null for a link. */
  fileName: string | null;
  contentType: string | null;
  bytes: number | null;
  /** A file's name under DATA_DIR/handouts/ (random); null for a link. */
  storageKey: string | null;
  /** A link's address; null for a file. */
  url: string | null;
  createdAt: string;
}

/** One download of a file or click on a link; viewerId null for a visitor of an open event. */
export interface HandoutDownloadsTable {
  id: Generated<number>;
  handoutId: number;
  viewerId: number | null;
  createdAt: string;
}

export interface HandoutTables {
  handouts: HandoutsTable;
  handoutDownloads: HandoutDownloadsTable;
}

export type HandoutRow = Selectable<HandoutsTable>;
