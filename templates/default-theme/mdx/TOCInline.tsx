/**
 * `@theme/TOCInline`: the page's table of contents is known only once the whole page (partials included)
 * is rendered, so this leaves a marker the build replaces with the list (src/mdx/render-mdx-doc.ts).
 */
export default function TOCInline({
  minHeadingLevel,
  maxHeadingLevel,
  className,
}: {
  toc?: unknown;
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  return (
    <div
      data-docgen-toc-inline={`${minHeadingLevel ?? ''}-${maxHeadingLevel ?? ''}`}
      className={['toc-inline', className].filter(Boolean).join(' ')}
    />
  );
}
