import { useState, type FormEvent } from "react";
import { button } from "~/components/ui/button.css";
import { ALERT_STYLES, ANIMATION_TYPES, OVERLAY_MESSAGES, OVERLAY_POSITIONS, OVERLAY_SIZES, TEXT_LIMITS } from "~/schemas/overlay";
import { AlertPreview, type AlertDraft } from "./alert-preview";
import { FormError, OverlayCard } from "./overlay-card";
import { CARD_IDS, type OverlayResult } from "../../../contracts/overlay-constants";
import { CheckboxField, InputField, optionsOf, SelectField, TextAreaField } from "./overlay-fields";
import * as styles from "./overlay-card.css";
import { useOverlayForm } from "./use-overlay-form";

const FORM = "alert";

function draftOf(values: Record<string, string> | null): AlertDraft {
  return {
    title: values?.title ?? "",
    message: values?.message ?? "",
    style: values?.style ?? "donation",
    duration: values?.duration ?? "8",
    position: values?.position ?? "top-right",
    backgroundColor: values?.backgroundColor ?? "#000000",
    textColor: values?.textColor ?? "#ffffff",
    hasButton: values ? values.hasButton === "on" : false,
    buttonText: values?.buttonText ?? "",
    buttonColor: values?.buttonColor ?? "#3b82f6",
  };
}

const read = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const values = Object.fromEntries([...data].map(([key, value]) => [key, String(value)]));
  return draftOf({ ...values, hasButton: data.get("hasButton") === "on" ? "on" : "" });
};

const alertProblem = (data: FormData) =>
  String(data.get("title") ?? "").trim() || String(data.get("message") ?? "").trim() ? null : OVERLAY_MESSAGES.alertNeedsText;

export function AlertCard({ actionData, hydrated }: { actionData: OverlayResult | null; hydrated: boolean }) {
  const form = useOverlayForm({ actionData, intent: "alert-show", hydrated, validate: alertProblem });
  const v = form.values;
  const errors = form.fieldErrors;
  const [draft, setDraft] = useState(() => draftOf(v));
  const onChange = (event: FormEvent<HTMLFormElement>) => setDraft(read(event.currentTarget));
  return (
    <OverlayCard
      id={CARD_IDS.alert}
      tone="alert"
      title="Alert Builder"
      lede="Thank a buyer, welcome a follower or announce an offer, for a few seconds."
    >
      {hydrated ? <AlertPreview draft={draft} /> : null}
      <form.fetcher.Form
        method="post"
        className={styles.form}
        onSubmit={form.onSubmit}
        onChange={onChange}
        ref={form.formRef}
        preventScrollReset
        noValidate={hydrated}
      >
        <input type="hidden" name="intent" value="alert-show" />
        {form.respond}
        <InputField
          form={FORM}
          name="title"
          label="Title"
          maxLength={TEXT_LIMITS.title}
          placeholder="New donation!"
          defaultValue={v?.title}
          errors={errors.title}
        />
        <TextAreaField
          form={FORM}
          name="message"
          label="Message"
          maxLength={TEXT_LIMITS.message}
          placeholder="Thank you for your support!"
          defaultValue={v?.message}
          errors={errors.message}
        />
        <div className={styles.row}>
          <SelectField
            form={FORM}
            name="style"
            label="Style"
            options={optionsOf(ALERT_STYLES)}
            defaultValue={v?.style ?? "donation"}
            errors={errors.style}
          />
          <SelectField
            form={FORM}
            name="animationType"
            label="Animation"
            options={optionsOf(ANIMATION_TYPES)}
            defaultValue={v?.animationType ?? "slide"}
            errors={errors.animationType}
          />
          <InputField
            form={FORM}
            name="duration"
            label="Duration (s)"
            type="number"
            min={1}
            max={60}
            inputMode="numeric"
            placeholder="8"
            defaultValue={v?.duration ?? "8"}
            errors={errors.duration}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            form={FORM}
            name="position"
            label="Position"
            options={optionsOf(OVERLAY_POSITIONS)}
            defaultValue={v?.position ?? "top-right"}
            errors={errors.position}
          />
          <SelectField
            form={FORM}
            name="size"
            label="Size"
            options={optionsOf(OVERLAY_SIZES)}
            defaultValue={v?.size ?? "medium"}
            errors={errors.size}
          />
        </div>
        <div className={styles.colours}>
          <InputField
            form={FORM}
            name="backgroundColor"
            label="Background"
            type="color"
            defaultValue={v?.backgroundColor ?? "#000000"}
            errors={errors.backgroundColor}
          />
          <InputField form={FORM} name="textColor" label="Text" type="color" defaultValue={v?.textColor ?? "#ffffff"} errors={errors.textColor} />
        </div>
        <CheckboxField form={FORM} name="hasButton" label="Add a button" defaultChecked={v?.hasButton === "on"} />
        {!hydrated || draft.hasButton ? (
          <div className={styles.row}>
            <InputField
              form={FORM}
              name="buttonText"
              label="Button text"
              maxLength={TEXT_LIMITS.buttonText}
              placeholder="Claim offer"
              defaultValue={v?.buttonText}
              errors={errors.buttonText}
            />
            <InputField
              form={FORM}
              name="buttonUrl"
              label="Button link"
              type="url"
              placeholder="https://…"
              defaultValue={v?.buttonUrl}
              errors={errors.buttonUrl}
            />
            <InputField
              form={FORM}
              name="buttonColor"
              label="Button colour"
              type="color"
              defaultValue={v?.buttonColor ?? "#3b82f6"}
              errors={errors.buttonColor}
            />
          </div>
        ) : null}
        <FormError error={form.error} />
        <div className={styles.actions}>
          <button type="submit" className={`${button.primary} ${styles.submit}`} disabled={form.pending}>
            {form.pending ? "Showing…" : "Show Alert"}
          </button>
        </div>
      </form.fetcher.Form>
    </OverlayCard>
  );
}
