import type { Feature } from "./features";

/** A feature's points, one item each: numbered where they are steps. */
export function FeatureItems({ items, ordered = false, className }: { items: string[]; ordered?: boolean; className?: string }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** What a beta host said of the feature, and who they are. */
export function FeatureQuote({ testimonial, className }: { testimonial: Feature["testimonial"]; className: string }) {
  return (
    <figure className={className}>
      <blockquote>“{testimonial.quote}”</blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>, {testimonial.role}
      </figcaption>
    </figure>
  );
}
