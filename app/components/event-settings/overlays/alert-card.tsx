import { useState, type FormEvent } from "react";
import { ALERT_STYLES, ANIMATION_TYPES, OVERLAY_MESSAGES, OVERLAY_POSITIONS, OVERLAY_SIZES, TEXT_LIMITS } from "~/schemas/overlay";
import { AlertPreview, type AlertDraft } from "./alert-preview";
import { OverlayCard, OverlayForm, type OverlayCardProps } from "./overlay-card";
import { CARD_IDS } from "../../../contracts/overlay-constants";
import { bindFields, CheckboxField, formValues, InputField, optionsOf, SelectField, TextAreaField } from "./overlay-fields";
import * as styles from "./overlay-card.css";
import { useOverlayForm } from "./use-overlay-form";

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

const alertProblem = (data: FormData) =>
  String(data.get("title") ?? "").trim() || String(data.get("message") ?? "").trim() ? null : OVERLAY_MESSAGES.alertNeedsText;

export function AlertCard({ actionData, hydrated }: OverlayCardProps) {
  const form = useOverlayForm({ actionData, intent: "alert-show", hydrated, validate: alertProblem });
  const { field, check } = bindFields("alert", form.values, (name) => form.fieldErrors[name]);
  const [draft, setDraft] = useState(() => draftOf(form.values));
  const onChange = (event: FormEvent<HTMLFormElement>) => setDraft(draftOf(formValues(event.currentTarget)));
  return (
    <OverlayCard
      id={CARD_IDS.alert}
      tone="alert"
      title="Alert Builder"
      lede="Thank a buyer, welcome a follower or announce an offer, for a few seconds."
    >
      {hydrated ? <AlertPreview draft={draft} /> : null}
      <OverlayForm form={form} hydrated={hydrated} onChange={onChange} submit={{ label: "Show Alert", pending: "Showing…" }}>
        <InputField {...field("title")} label="Title" maxLength={TEXT_LIMITS.title} placeholder="New donation!" />
        <TextAreaField {...field("message")} label="Message" maxLength={TEXT_LIMITS.message} placeholder="Thank you for your support!" />
        <div className={styles.row}>
          <SelectField {...field("style", "donation")} label="Style" options={optionsOf(ALERT_STYLES)} />
          <SelectField {...field("animationType", "slide")} label="Animation" options={optionsOf(ANIMATION_TYPES)} />
          <InputField {...field("duration", "8")} label="Duration (s)" type="number" min={1} max={60} inputMode="numeric" placeholder="8" />
        </div>
        <div className={styles.row}>
          <SelectField {...field("position", "top-right")} label="Position" options={optionsOf(OVERLAY_POSITIONS)} />
          <SelectField {...field("size", "medium")} label="Size" options={optionsOf(OVERLAY_SIZES)} />
        </div>
        <div className={styles.colours}>
          <InputField {...field("backgroundColor", "#000000")} label="Background" type="color" />
          <InputField {...field("textColor", "#ffffff")} label="Text" type="color" />
        </div>
        <CheckboxField {...check("hasButton")} label="Add a button" />
        {!hydrated || draft.hasButton ? (
          <div className={styles.row}>
            <InputField {...field("buttonText")} label="Button text" maxLength={TEXT_LIMITS.buttonText} placeholder="Claim offer" />
            <InputField {...field("buttonUrl")} label="Button link" type="url" placeholder="https://…" />
            <InputField {...field("buttonColor", "#3b82f6")} label="Button colour" type="color" />
          </div>
        ) : null}
      </OverlayForm>
    </OverlayCard>
  );
}
