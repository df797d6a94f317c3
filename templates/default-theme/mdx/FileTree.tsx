import { Children, type ReactNode } from 'react';
import { translate } from 'docgen/client';

/**
 * `@theme/FileTree` (`:::file-tree` in Markdown, `<FileTree>` in MDX) around a nested bullet list, whose items
 * src/markdown/plugins/kit.ts has made entries (`FileTreeEntry`): nested lists stay lists, which is how screen
 * readers tell the depth of each entry.
 */
export default function FileTree({ children }: { children?: ReactNode }) {
  return (
    <div
      className="file-tree"
      role="group"
      aria-label={translate({ id: 'theme.fileTree.label', message: 'File tree' })}
    >
      {children}
    </div>
  );
}

/** One file or folder: its icon, its name (bold when highlighted) and the comment written after it. */
export function FileTreeEntry({
  kind,
  name,
  highlighted,
  children,
}: {
  kind: 'file' | 'folder';
  name: string;
  highlighted?: boolean;
  children?: ReactNode;
}) {
  const Name = highlighted ? 'strong' : 'span';
  return (
    <span className={`file-tree-entry file-tree-${kind}${highlighted ? ' file-tree-highlighted' : ''}`}>
      <svg className="file-tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {kind === 'folder' ? (
          <path d="M1.5 3.5a1 1 0 0 1 1-1h3.6l1.5 1.5h5.9a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1z" />
        ) : (
          <path d="M3.5 1.5h6l3 3v10h-9zM9.5 1.5v3h3" />
        )}
      </svg>
      <Name className="file-tree-name">
        {name}
        {kind === 'folder' && <span className="visually-hidden">/</span>}
      </Name>
      {Children.count(children) > 0 && (
        <>
          {' '}
          <span className="file-tree-comment">{children}</span>
        </>
      )}
    </span>
  );
}
