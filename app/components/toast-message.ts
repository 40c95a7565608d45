// A toast as the viewport shows it: the one a screen asked for (the shape form answers carry), keyed.
import type { ToastMessage } from "~/utils/form-result";

export interface ShownToast extends ToastMessage {
  key: number;
}
