import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import * as styles from "./button.css";

type ButtonVariant = keyof typeof styles.button;
type ButtonSize = keyof typeof styles.size;

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container. */
  block?: boolean;
}

function buttonClass({ variant = "primary", size = "md", block = false }: ButtonLook = {}, extra?: string) {
  return [styles.button[variant], styles.size[size], block ? styles.block : null, extra].filter(Boolean).join(" ");
}

/** A button; type="button" unless it says otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = "button", ...props }: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A link that looks like a button: navigation, so it works without JavaScript. */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLook & LinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...props} />;
}

/** A form's primary submit button: while the form posts it is disabled and says so, with a spinner. */
export function SubmitButton({
  pending,
  pendingLabel,
  size,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  size?: ButtonSize;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={buttonClass({ variant: "primary", size, block: true })} disabled={pending}>
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
