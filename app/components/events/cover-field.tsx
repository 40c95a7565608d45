import { useEffect, useState, type ChangeEvent } from "react";
import { FieldErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { COVER_ACCEPT, COVER_MAX_BYTES, COVER_TOO_LARGE } from "~/schemas/event-cover";
import * as styles from "./cover-field.css";
import { EventCover } from "./event-cover";
import { isImageCover } from "./format";

/**
 * The cover upload: the current cover (or the designed default) beside a file input, and on the
 * edit form "Remove cover". Without JavaScript the server checks type and size; with it, a file
 * over the limit is refused before posting and a chosen one is previewed.
 */
export function CoverField({ formId, title, cover, errors }: { formId: string; title: string; cover: string | null; errors?: string[] }) {
  const inputId = `${formId}-cover`;
  const errorId = `${inputId}-error`;
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    setLocalError(null);
    if (!file) return;
    if (file.size > COVER_MAX_BYTES) {
      event.currentTarget.value = "";
      setLocalError(COVER_TOO_LARGE);
      return;
    }
    setRemoving(false);
    setPreview(URL.createObjectURL(file));
  };
  const shown = removing ? null : cover;
  const messages = localError ? [localError] : errors;
  const removable = Boolean(cover && isImageCover(cover));

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        Cover image
      </label>
      <div className={styles.row}>
        <div className={styles.preview}>
          {preview ? (
            <img className={styles.previewImage} src={preview} alt="" />
          ) : (
            <EventCover title={title || "New event"} cover={shown} size="card" />
          )}
        </div>
        <div className={styles.controls}>
          <input
            id={inputId}
            name="cover"
            type="file"
            accept={COVER_ACCEPT}
            className={styles.file}
            onChange={onChange}
            aria-invalid={messages?.length ? true : undefined}
            aria-describedby={`${inputId}-hint${messages?.length ? ` ${errorId}` : ""}`}
          />
          <p className={styles.hint} id={`${inputId}-hint`}>
            JPEG, PNG or WebP, up to 5 MB. Shown at 1200×630; without one, your event gets a cover made from its title.
          </p>
          {removable ? (
            <label className={styles.remove}>
              <input type="checkbox" name="removeCover" value="true" checked={removing} onChange={(e) => setRemoving(e.currentTarget.checked)} />
              Remove cover
            </label>
          ) : null}
        </div>
      </div>
      <FieldErrors id={errorId} errors={messages?.slice(0, 1)} />
    </div>
  );
}
