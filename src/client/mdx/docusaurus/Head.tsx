/** `@docusaurus/Head`: docgen builds the page's head from front matter; what MDX puts here is not rendered in the body. */
export default function Head(_: { children?: unknown }) {
  return null;
}
