import type { ReactNode } from 'react';
import { useMdxPage } from 'docgen:mdx-page';
import { admonitionLook, docusaurusAdmonitionClasses } from 'docgen/client';

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
  const look = admonitionLook(type, title);
  if (!Box)
    return (
      <aside className={`admonition admonition-${look.type} ${docusaurusAdmonitionClasses(look.type)}`}>
        {children}
      </aside>
    );
  return (
    <Box type={look.type} title={look.title}>
      {children}
    </Box>
  );
}
