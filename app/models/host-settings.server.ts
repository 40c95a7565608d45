import type { Expression, Kysely } from "kysely";
import type { Database } from "../../db";
import { isUniqueViolation, normalizeEmail } from "~/models/user.server";
import {
  DEFAULT_BRAND,
  DEFAULT_CAPACITY,
  type BasicInfoInput,
  type BrandingInput,
  type NotificationsInput,
  type PhotoType,
} from "~/schemas/host-settings";
import { db } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";
import type { BrandColors } from "~/contracts/brand";

export type { BrandColors };

export interface HostSettings {
  capacityHours: number;
  billableRateCents: number | null;
  notifications: NotificationsInput;
  brand: BrandColors;
  photoUpdatedAt: string | null;
  postalAddress: string | null;
}

const DEFAULTS: HostSettings = {
  capacityHours: DEFAULT_CAPACITY,
  billableRateCents: null,
  notifications: { notifyRegistrations: true, notifyDailySummary: false, notifyDeliveryFailures: true, notifyProductNews: false },
  brand: { ...DEFAULT_BRAND },
  photoUpdatedAt: null,
  postalAddress: null,
};

/** A host's settings; the defaults until the host saves any. */
export async function getHostSettings({ userId }: { userId: number }): Promise<HostSettings> {
  const row = await db()
    .selectFrom("hostSettings")
    .select([
      "capacityHours",
      "billableRateCents",
      "notifyRegistrations",
      "notifyDailySummary",
      "notifyDeliveryFailures",
      "notifyProductNews",
      "brandPrimary",
      "brandAccent",
      "photoUpdatedAt",
      "postalAddress",
    ])
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!row) return structuredClone(DEFAULTS);
  return {
    capacityHours: row.capacityHours,
    billableRateCents: row.billableRateCents,
    notifications: {
      notifyRegistrations: row.notifyRegistrations === 1,
      notifyDailySummary: row.notifyDailySummary === 1,
      notifyDeliveryFailures: row.notifyDeliveryFailures === 1,
      notifyProductNews: row.notifyProductNews === 1,
    },
    brand: { primary: row.brandPrimary, accent: row.brandAccent },
    photoUpdatedAt: row.photoUpdatedAt,
    postalAddress: row.postalAddress,
  };
}

type SettingsColumns = Partial<{
  capacityHours: number;
  billableRateCents: number | null;
  notifyRegistrations: number;
  notifyDailySummary: number;
  notifyDeliveryFailures: number;
  notifyProductNews: number;
  brandPrimary: string;
  brandAccent: string;
  photo: Buffer | null;
  photoType: string | null;
  photoUpdatedAt: string | null;
  postalAddress: string | null;
}>;

/** Inserts the host's row or updates the given columns of it. */
async function upsert(executor: Kysely<Database>, userId: number, values: SettingsColumns) {
  const updatedAt = nowIso();
  await executor
    .insertInto("hostSettings")
    .values({ userId, ...values, updatedAt })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ ...values, updatedAt }))
    .execute();
}

export class EmailTakenError extends Error {}

/** Name, e-mail, capacity, rate, postal address and (when given) a new photo, in one transaction. */
export async function saveBasicInfo({
  userId,
  input,
  photo,
}: {
  userId: number;
  input: BasicInfoInput;
  photo: { bytes: Buffer; type: PhotoType } | null;
}) {
  const emailNormalized = normalizeEmail(input.email);
  try {
    await db()
      .transaction()
      .execute(async (trx) => {
        const taken = await trx
          .selectFrom("users")
          .select("id")
          .where("emailNormalized", "=", emailNormalized)
          .where("id", "!=", userId)
          .executeTakeFirst();
        if (taken) throw new EmailTakenError();
        await trx
          .updateTable("users")
          .set({ firstName: input.firstName, lastName: input.lastName, email: input.email.trim(), emailNormalized, updatedAt: nowIso() })
          .where("id", "=", userId)
          .execute();
        await upsert(trx, userId, {
          capacityHours: input.capacityHours,
          billableRateCents: input.billableRate,
          postalAddress: input.postalAddress,
          ...(photo ? { photo: photo.bytes, photoType: photo.type, photoUpdatedAt: nowIso() } : {}),
        });
      });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function saveNotificationPrefs({ userId, input }: { userId: number; input: NotificationsInput }) {
  await upsert(db(), userId, {
    notifyRegistrations: Number(input.notifyRegistrations),
    notifyDailySummary: Number(input.notifyDailySummary),
    notifyDeliveryFailures: Number(input.notifyDeliveryFailures),
    notifyProductNews: Number(input.notifyProductNews),
  });
}

export async function saveBranding({ userId, input }: { userId: number; input: BrandingInput }) {
  await upsert(db(), userId, { brandPrimary: input.brandPrimary, brandAccent: input.brandAccent });
}

/** The host's own photo, or null. */
export async function getProfilePhoto({ userId }: { userId: number }) {
  const row = await db()
    .selectFrom("hostSettings")
    .select(["photo", "photoType", "photoUpdatedAt"])
    .where("userId", "=", userId)
    .where("photo", "is not", null)
    .executeTakeFirst();
  if (!row?.photo || !row.photoType) return null;
  return { bytes: Buffer.from(row.photo), type: row.photoType, updatedAt: row.photoUpdatedAt ?? "" };
}

/** The brand colours of the host the `hostId` subquery finds (the defaults when the host saved none). */
async function hostBrand(hostId: Expression<number>): Promise<BrandColors> {
  const row = await db().selectFrom("hostSettings").select(["brandPrimary", "brandAccent"]).where("userId", "=", hostId).executeTakeFirst();
  return row ? { primary: row.brandPrimary, accent: row.brandAccent } : { ...DEFAULT_BRAND };
}

/** The brand colours of the host of an event (the defaults when the host saved none). */
export async function getEventBrand({ eventId }: { eventId: number }): Promise<BrandColors> {
  return hostBrand(db().selectFrom("events").select("hostId").where("id", "=", eventId).$asScalar());
}

/** The brand colours of the host of a stream, by its public stream id (for the watch page). */
export async function getStreamBrand({ streamId }: { streamId: string }): Promise<BrandColors> {
  return hostBrand(db().selectFrom("streams").select("hostId").where("streamId", "=", streamId).$asScalar());
}

/** The host as the From name, reply address, footer and colours of the host's e-mails. */
export async function getMailSender({ hostId }: { hostId: number }) {
  const row = await db()
    .selectFrom("users")
    .leftJoin("hostSettings", "hostSettings.userId", "users.id")
    .select([
      "users.firstName",
      "users.lastName",
      "users.email",
      "hostSettings.postalAddress",
      "hostSettings.brandPrimary",
      "hostSettings.brandAccent",
    ])
    .where("users.id", "=", hostId)
    .executeTakeFirstOrThrow();
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    postalAddress: row.postalAddress ?? null,
    brandPrimary: row.brandPrimary ?? DEFAULT_BRAND.primary,
    brandAccent: row.brandAccent ?? DEFAULT_BRAND.accent,
  };
}
