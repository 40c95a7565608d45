// A toast as screens ask for it, and as the viewport shows it.
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export interface ShownToast extends ToastMessage {
  key: number;
}
