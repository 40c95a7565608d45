// A toast as screens ask for it (the shape form answers carry), and as the viewport shows it.
import type { ToastMessage } from "~/utils/form-result";

export type { ToastMessage };

export interface ShownToast extends ToastMessage {
  key: number;
}
