/** A page's title with the product's name after it, and its description for search results. */
export const pageMeta = (title: string, description?: string) => [
  { title: `${title} — ShowUp` },
  ...(description === undefined ? [] : [{ name: "description", content: description }]),
];
