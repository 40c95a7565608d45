import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useActionToast } from "~/components/toaster";
import type { FormResult } from "~/utils/form-result";
import { CreatedEvent } from "./created-event";
import { Dialog } from "~/components/ui/dialog";
import type { CreatedEventView } from "../../contracts/created-event-data";
import { CreateEventForm } from "./event-form";

/** What /events/new answers the dialog (see createEventFromForm). */
export interface CreateEventReply extends FormResult<"create-event"> {
  created: CreatedEventView | null;
}

interface CreateEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Create Event dialog: the shared form posting to /events/new through a fetcher. */
export function CreateEventDialog({ open, onOpenChange }: CreateEventDialogProps) {
  const fetcher = useFetcher<CreateEventReply>();
  useActionToast(fetcher.data?.toast);
  // The success view stays until the host closes the dialog or asks for another event.
  const [dismissedId, setDismissedId] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const created = fetcher.data?.created && fetcher.data.created.event.id !== dismissedId ? fetcher.data.created : null;
  const contentRef = useRef<HTMLDivElement>(null);
  const shownId = created?.event.id;
  // The success view (and a fresh form after it) starts at the top, not where the form was scrolled.
  useEffect(() => {
    contentRef.current?.scrollTo({ top: 0 });
  }, [shownId]);

  const dismiss = () => {
    if (created) setDismissedId(created.event.id);
    setFormKey((key) => key + 1);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
        onOpenChange(next);
      }}
      title={created ? "Event Created" : "Create Event"}
      description={created ? "Finish setting up your event." : "Set up the details and settings of your new event."}
      contentRef={contentRef}
    >
      {created ? (
        <CreatedEvent view={created} inline onCreateAnother={dismiss} />
      ) : (
        <CreateEventForm
          key={formKey}
          id="create-event"
          lastResult={fetcher.data?.result}
          submitting={fetcher.state !== "idle"}
          fetcher={fetcher}
          hiddenFields={{ respond: "dialog" }}
          onCancel={() => {
            dismiss();
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}
