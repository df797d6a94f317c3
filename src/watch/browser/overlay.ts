import { errorHintLine, errorWhere, type ErrorReport } from '../../shared/error-report.js';

/** One error as the server sends it; the message is the author's own text and is only ever set as text. */
export type OverlayError = ErrorReport;

const TAG = 'docgen-error-overlay';

const STYLE = `
:host { all: initial; position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
  padding: 8vh 16px; background: rgb(0 0 0 / 0.55); font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow: auto; }
.panel { box-sizing: border-box; width: min(860px, 100%); background: #1e1e24; color: #f3f3f5; border-top: 4px solid #ff5c5c;
  border-radius: 8px; padding: 20px 24px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.4); }
header { display: flex; justify-content: space-between; align-items: center; gap: 16px; margin-bottom: 12px; }
h2 { margin: 0; font-size: 16px; color: #ff8f8f; }
button { font: inherit; color: inherit; background: #33333d; border: 1px solid #55555f; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
button:focus-visible { outline: 2px solid #8fb8ff; outline-offset: 2px; }
ol { margin: 0; padding: 0; list-style: none; }
li + li { margin-top: 14px; padding-top: 14px; border-top: 1px solid #3a3a44; }
.where { color: #8fb8ff; font-weight: 600; }
.message { margin: 4px 0 0; white-space: pre-wrap; word-break: break-word; }
.hint { margin: 4px 0 0; color: #b8b8c4; }
footer { margin-top: 16px; color: #9a9aa6; font-size: 12px; }
`;

function element(tag: string, className: string | undefined, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Shows the errors over the page, which stays the last version that built. */
export function showOverlay(errors: OverlayError[]): void {
  hideOverlay();
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  const panel = element('div', 'panel');
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-labelledby', 'title');
  const title = element(
    'h2',
    undefined,
    errors.length === 1
      ? 'docgen could not build this change'
      : `docgen could not build this change (${errors.length} errors)`,
  );
  title.id = 'title';
  const close = element('button', undefined, 'Close');
  close.addEventListener('click', hideOverlay);
  const header = element('header', undefined);
  header.append(title, close);
  const list = element('ol', undefined);
  for (const error of errors) {
    const item = element('li', undefined);
    item.append(element('div', 'where', errorWhere(error)), element('p', 'message', error.message));
    const hint = errorHintLine(error);
    if (hint) item.append(element('p', 'hint', hint));
    list.append(item);
  }
  const style = element('style', undefined, STYLE);
  panel.append(
    header,
    list,
    element(
      'footer',
      undefined,
      'The page shows the last version that built. Fix the file and save: this closes by itself.',
    ),
  );
  root.append(style, panel);
  (document.body ?? document.documentElement).append(host);
  close.focus();
}

export function hideOverlay(): void {
  document.querySelector(TAG)?.remove();
}
