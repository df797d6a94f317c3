import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react';
import { docusaurusAdmonitionClasses, translate } from 'docgen/client';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Steps from '@theme/Steps';
import FileTree, { FileTreeEntry } from '@theme/FileTree';
import Card from '@theme/Card';
import CardGrid from '@theme/CardGrid';
import LinkCard from '@theme/LinkCard';
import TextBadge from '@theme/Badge';
import { Icon, type IconName } from './Icon.js';
import { CodeFrame } from './CodeFrame.js';

/**
 * How Markdown elements look. These render once, at build time, to static HTML: they must not rely
 * on state or effects (interactive parts such as copy buttons are wired by the page in the browser).
 */

/**
 * Each admonition's default title, in the page's language (Docusaurus's ids: a site's code.json overrides them). The
 * English ones are lower case, as Docusaurus writes them: the heading's style sets them in capitals, and text taken
 * from the page (copied, compared with a Docusaurus build) matches Docusaurus's.
 */
const ADMONITION_LABELS: Record<string, () => string> = {
  note: () => translate({ id: 'theme.admonition.note', message: 'note' }),
  tip: () => translate({ id: 'theme.admonition.tip', message: 'tip' }),
  info: () => translate({ id: 'theme.admonition.info', message: 'info' }),
  caution: () => translate({ id: 'theme.admonition.caution', message: 'caution' }),
  warning: () => translate({ id: 'theme.admonition.warning', message: 'warning' }),
  danger: () => translate({ id: 'theme.admonition.danger', message: 'danger' }),
};
const ADMONITION_ICONS: Record<string, IconName> = {
  note: 'info',
  tip: 'lightbulb',
  info: 'info',
  caution: 'alert',
  warning: 'alert',
  danger: 'flame',
};

/** A site's own keyword (`:::security`) looks like `info`, with its title, as in Docusaurus; its own class stays. */
function Admonition({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  const look = Object.hasOwn(ADMONITION_LABELS, type) ? type : 'info';
  return (
    <aside className={`admonition admonition-${look} ${docusaurusAdmonitionClasses(type)}`}>
      <p className="admonition-heading">
        <Icon name={ADMONITION_ICONS[look]!} size={18} className="admonition-icon" />
        {title ?? ADMONITION_LABELS[look]!()}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}

const BADGE_LABELS: Record<string, string> = {
  component: 'Component',
  hook: 'Hook',
  hoc: 'Higher-Order Component',
  function: 'Function',
  type: 'Type',
};

function Badge({ type }: { type: string }) {
  return <span className={`badge badge-${type}`}>{BADGE_LABELS[type] ?? type}</span>;
}

function ApiList({ children }: { children?: ReactNode }) {
  return <div className="api">{children}</div>;
}

function ApiMembers({ children }: { children?: ReactNode }) {
  return <ul className="api-members">{children}</ul>;
}

function ApiItem({ name, type, children }: { name?: string; type?: string; children?: ReactNode }) {
  return (
    <li className="api-item">
      <div className="api-signature">
        {name && <code className="api-name">{name}</code>}
        {type && <code className="api-type">{type}</code>}
      </div>
      {children && <div className="api-description">{children}</div>}
    </li>
  );
}

function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children }: { id?: string; children?: ReactNode }) {
    return (
      <Tag id={id} className="anchor-heading">
        {children}
        {id && (
          <a
            className="hash-link"
            href={`#${id}`}
            aria-label={translate({ id: 'theme.heading.link', message: 'Direct link to {title}' }, { title: id })}
          >
            #
          </a>
        )}
      </Tag>
    );
  };
}

/** A task list's read-only box gets a name that says what its state means; other inputs (raw HTML) are left as written. */
function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  if (props.type !== 'checkbox' || !props.disabled || props['aria-label']) return <input {...props} />;
  const label = props.checked
    ? translate({ id: 'theme.markdown.taskDone', message: 'Done' })
    : translate({ id: 'theme.markdown.taskOpen', message: 'To do' });
  return <input {...props} aria-label={label} />;
}

/**
 * A wide table scrolls sideways inside its wrapper, which keyboard users must be able to focus to scroll. Its own
 * attributes (a class a site's rehype plugin gives it) stay on it.
 */
function Table({ children, ...props }: ComponentProps<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props}>{children}</table>
    </div>
  );
}

/**
 * A code group or npm2yarn block (see src/markdown/plugins/tabs.ts): the theme's Tabs, as MDX's `<Tabs>`, so that
 * a choice in one syncs with the MDX tabs of its group.
 */
function MarkdownTabs({ groupId, children }: { groupId?: string; children?: ReactNode }) {
  return <Tabs groupId={groupId}>{children}</Tabs>;
}

export const markdownComponents = {
  admonition: Admonition,
  badge: Badge,
  'api-list': ApiList,
  'api-members': ApiMembers,
  'api-item': ApiItem,
  'code-block': CodeFrame,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  table: Table,
  input: Input,
  tabs: MarkdownTabs,
  'tab-item': TabItem,
  steps: Steps,
  'file-tree': FileTree,
  'file-tree-entry': FileTreeEntry,
  card: Card,
  'card-grid': CardGrid,
  'link-card': LinkCard,
  'text-badge': TextBadge,
};
