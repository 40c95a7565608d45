import { useEffect, useRef, useState } from "react";

/**
 * A text field's draft, kept in state. What a viewer types before the page comes to life (a slow
 * phone) is in the field but not in React's state: once hydrated, the field's text is taken in, so
 * the button that sends it is not left disabled with words in the box.
 */
export function useDraft<Field extends HTMLInputElement | HTMLTextAreaElement>(initial: string) {
  const field = useRef<Field>(null);
  const [text, setText] = useState(initial);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined) setText(typed);
  }, []);
  return [text, setText, field] as const;
}

/** What a form's field holds when it is sent: the page's own text, even if it came before hydration. */
export const fieldText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? "");
