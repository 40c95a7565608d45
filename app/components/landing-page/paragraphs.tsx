import { paragraphsOf } from "./landing-content";

/** A host's text as paragraphs, one for each block between blank lines. */
export function Paragraphs({ text, className }: { text: string | null; className: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
