import type { ReactNode } from 'react';
import { useMdxPage } from 'docgen:mdx-page';

/** `@theme/Admonition`: the same box as `:::tip`, rendered by the theme's admonition. */
export default function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const Box = useMdxPage().components?.admonition;
  const kind = type === 'secondary' ? 'note' : type === 'important' ? 'info' : type === 'success' ? 'tip' : type;
  if (!Box) return <aside className={`admonition admonition-${kind}`}>{children}</aside>;
  return (
    <Box type={kind} title={title}>
      {children}
    </Box>
  );
}
