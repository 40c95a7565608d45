import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode, Ref } from "react";
import * as styles from "./dialog.css";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: keyof typeof styles.content;
  /** The scrolling content box, for a dialog that brings its top back into view. */
  contentRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A modal dialog (Radix: focus kept inside, Escape and the × close it, focus goes back where it was),
 * with its title and description announced.
 */
export function Dialog({ open, onOpenChange, title, description, size = "wide", contentRef, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content ref={contentRef} className={styles.content[size]}>
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            </div>
            <RadixDialog.Close className={styles.dialogClose} aria-label="Close">
              ×
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
