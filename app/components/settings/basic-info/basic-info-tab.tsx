import { useState } from "react";
import { ResultField, FieldErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { CAPACITY_CHOICES, PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, POSTAL_ADDRESS_MAX } from "~/schemas/host-settings";
import { errorsOf } from "~/utils/form-result";
import { SettingsForm, settingsResultFor, valueOf } from "../shared/settings-form";
import * as styles from "../shared/settings-form.css";
import * as own from "./basic-info-tab.css";

export interface BasicInfoData {
  firstName: string;
  lastName: string;
  email: string;
  capacityHours: number;
  billableRateCents: number | null;
  photoUrl: string | null;
  postalAddress: string | null;
}

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2));
const ACCEPT = "image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif";

const NAME_FIELDS = [
  { label: "First name", id: "settings-first-name", name: "firstName", autoComplete: "given-name" },
  { label: "Last name", id: "settings-last-name", name: "lastName", autoComplete: "family-name" },
] as const;

export function BasicInfoTab({ data, actionData, saved }: { data: BasicInfoData; actionData: unknown; saved: boolean }) {
  const reply = settingsResultFor("basic-info", actionData);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const value = (name: string, saved: string) => valueOf(reply, name, saved);
  const initials = `${data.firstName[0] ?? ""}${data.lastName[0] ?? ""}`.toUpperCase() || "?";
  const photoErrors = photoError ? [photoError] : errorsOf(reply, "photo");
  const addressErrors = errorsOf(reply, "postalAddress");

  return (
    <SettingsForm
      intent="basic-info"
      id="basic-info-form"
      multipart
      saved={saved}
      savedText="Your basic info has been saved."
      actionData={reply}
      onSubmit={(event) => {
        // With JavaScript, an oversized photo is refused before it is sent (the server checks too).
        const input = event.currentTarget.elements.namedItem("photo") as HTMLInputElement | null;
        const file = input?.files?.[0];
        if (file && file.size > PHOTO_MAX_BYTES) {
          event.preventDefault();
          setPhotoError(PHOTO_TOO_LARGE);
        } else if (file && !/^image\/(png|jpeg|gif)$/.test(file.type) && !/\.(png|jpe?g|gif)$/i.test(file.name)) {
          event.preventDefault();
          setPhotoError(PHOTO_NOT_IMAGE);
        } else setPhotoError(null);
      }}
    >
      <div className={styles.photoRow}>
        {data.photoUrl ? (
          <img className={styles.avatar} src={data.photoUrl} alt="Your profile photo" width={72} height={72} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
        )}
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="settings-photo">
            Profile photo
          </label>
          <div className={own.picker}>
            <label className={own.chooseButton} htmlFor="settings-photo">
              Choose image
            </label>
            <input
              key={data.photoUrl ?? "none"}
              id="settings-photo"
              name="photo"
              type="file"
              accept={ACCEPT}
              className={own.fileInput}
              aria-invalid={photoErrors?.length ? true : undefined}
              aria-describedby={photoErrors?.length ? "settings-photo-error settings-photo-hint" : "settings-photo-hint"}
              onChange={() => setPhotoError(null)}
            />
          </div>
          <p id="settings-photo-hint" className={styles.hint}>
            JPG, GIF or PNG, 1MB max.
          </p>
          <FieldErrors id="settings-photo-error" errors={photoErrors} />
        </div>
      </div>
      <div className={styles.grid}>
        {NAME_FIELDS.map((field) => (
          <ResultField key={field.name} answer={reply} {...field} maxLength={50} required defaultValue={value(field.name, data[field.name])} />
        ))}
      </div>
      <ResultField
        answer={reply}
        label="E-mail"
        id="settings-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={value("email", data.email)}
      />
      <div className={styles.grid}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="settings-capacity">
            Weekly capacity
          </label>
          <select
            id="settings-capacity"
            name="capacityHours"
            className={styles.select}
            defaultValue={value("capacityHours", String(data.capacityHours))}
            aria-describedby={errorsOf(reply, "capacityHours") ? "settings-capacity-error" : undefined}
          >
            {CAPACITY_CHOICES.map((hours) => (
              <option key={hours} value={hours}>
                {hours} hours per week
              </option>
            ))}
          </select>
          <FieldErrors id="settings-capacity-error" errors={errorsOf(reply, "capacityHours")} />
        </div>
        <ResultField
          answer={reply}
          label="Billable rate (USD per hour)"
          id="settings-rate"
          name="billableRate"
          inputMode="decimal"
          placeholder="e.g. 150"
          defaultValue={value("billableRate", dollars(data.billableRateCents))}
        />
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor="settings-postal-address">
          Postal address (shown in the footer of your e-mails)
        </label>
        <textarea
          id="settings-postal-address"
          name="postalAddress"
          className={`${fieldStyles.input} ${own.textarea}`}
          rows={3}
          maxLength={POSTAL_ADDRESS_MAX}
          autoComplete="street-address"
          defaultValue={value("postalAddress", data.postalAddress ?? "")}
          aria-invalid={addressErrors?.length ? true : undefined}
          aria-describedby={addressErrors?.length ? "settings-postal-address-error settings-postal-address-hint" : "settings-postal-address-hint"}
        />
        <p id="settings-postal-address-hint" className={styles.hint}>
          Optional, up to {POSTAL_ADDRESS_MAX} characters; anti-spam laws such as CAN-SPAM ask for one.
        </p>
        <FieldErrors id="settings-postal-address-error" errors={addressErrors} />
      </div>
    </SettingsForm>
  );
}
