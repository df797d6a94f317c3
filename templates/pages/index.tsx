import { useSite } from 'docgen/client';
import { useState } from 'react';
import './home.css';
import type { IconName } from '@theme/Icon.js';

export const meta = {
  title: 'Build any page editor',
  description:
    'craft.js is a React framework for building extensible drag-and-drop page editors, with your own components and your own interface.',
};

const FEATURES: { title: string; icon: IconName; text: string }[] = [
  {
    title: "It's just React",
    icon: 'atom',
    text: 'Editable parts of the page are ordinary React components. Add a hook and a ref, and the editor can select, move and update them.',
  },
  {
    title: 'Your interface, your rules',
    icon: 'sliders',
    text: 'Toolbars, settings panels and layer trees are yours to design. craft.js supplies the state and the drag-and-drop, not the look.',
  },
  {
    title: 'Droppable regions anywhere',
    icon: 'move',
    text: 'Any component can hold areas that accept drops, with rules that decide what may be dragged in or out.',
  },
  {
    title: 'Serializable state',
    icon: 'braces',
    text: 'The whole page is plain JSON: save it, send it, and load it back into the editor exactly as it was.',
  },
];

export default function Home() {
  const site = useSite();
  const version = String(site.customFields.version ?? '');
  return (
    <main className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero-inner">
          <div className="home-hero-text">
            {version && (
              <p className="home-eyebrow">
                <span className="home-badge">v{version}</span>
                <span>React framework</span>
              </p>
            )}
            <h1 className="home-title" id="home-title">
              Build any <span className="home-title-accent">page editor</span>
            </h1>
            <p className="home-tagline">{site.tagline}: your components, your interface, its state as plain JSON.</p>
            <div className="home-actions">
              <a className="button button-primary" href={`${site.baseUrl}docs/overview`}>
                Read the docs
                <span className="icon icon-arrow-right" style={{ width: 18, height: 18 }} aria-hidden="true" />
              </a>
              <a className="button button-secondary" href={`${site.baseUrl}examples/landing/`}>
                Try the live editor
              </a>
            </div>
            <p className="home-more">
              <code>npm install @craftjs/core</code>
              <span>
                or open the <a href={`${site.baseUrl}examples/basic`}>basic example</a>
              </span>
            </p>
          </div>
          <HeroCode />
        </div>
      </section>
      <section className="container home-features" aria-labelledby="home-features-title">
        <h2 id="home-features-title" className="home-section-title">
          Main ideas
        </h2>
        <div className="home-feature-grid">
          {FEATURES.map((f) => (
            <div key={f.title} className="home-feature">
              <span className="home-feature-icon">
                <span className={`icon icon-${f.icon}`} style={{ width: 22, height: 22 }} aria-hidden="true" />
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </section>
      <LandingPreview />
    </main>
  );
}

/**
 * An editor in a few lines, coloured with the class names of the docs' highlighter, so it follows the
 * colour mode like every code block.
 */
function HeroCode() {
  const k = (text: string) => <span className="hljs-keyword">{text}</span>;
  const t = (text: string) => <span className="hljs-name">{text}</span>;
  const a = (text: string) => <span className="hljs-attr">{text}</span>;
  return (
    <figure className="home-code">
      <figcaption className="home-code-bar">
        <span className="home-code-dots" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        PageEditor.tsx
      </figcaption>
      <pre className="hljs scroll-shadows" tabIndex={0}>
        <code>
          {k('import')} {'{ Editor, Frame, Element }'} {k('from')} <span className="hljs-string">'@craftjs/core'</span>;
          {'\n\n<'}
          {t('Editor')} {a('resolver')}={'{{ Card, Text }}'}&gt;{'\n  <'}
          {t('Frame')}&gt;{'\n    <'}
          {t('Element')} {a('is')}={'{Container}'} {a('canvas')}&gt;{'\n      <'}
          {t('Card')} /&gt;{'\n      <'}
          {t('Text')} {a('text')}=<span className="hljs-string">"Drag me"</span> /&gt;{'\n    </'}
          {t('Element')}&gt;{'\n  </'}
          {t('Frame')}&gt;{'\n</'}
          {t('Editor')}&gt;
        </code>
      </pre>
    </figure>
  );
}

const PREVIEW_ALT =
  'The landing page editor: a toolbox on the left, the page being edited in the middle, settings and layers on the right';

/**
 * The landing example, shown as a picture until the reader asks for the live editor: its bundle is
 * larger than the whole home page, so it is only loaded for readers who want to try it here.
 */
function LandingPreview() {
  const site = useSite();
  const [live, setLive] = useState(false);
  const editorUrl = `${site.baseUrl}examples/landing/`;
  return (
    <section className="container home-preview" aria-labelledby="home-preview-title">
      <h2 id="home-preview-title">A page editor built with craft.js</h2>
      <p>
        The landing example is a complete editor: drag sections from the toolbox, edit text in place, change colours and
        spacing in the settings panel, and hide or reorder parts in the layers panel.
      </p>
      <div className="home-preview-frame">
        {live ? (
          <iframe src={editorUrl} title="Landing page editor, live" width="1280" height="760" />
        ) : (
          // One picture per colour mode; CSS shows the reader's, and a hidden lazy image is never fetched.
          <a href={editorUrl}>
            <img
              className="home-preview-light"
              src={`${site.baseUrl}img/landing-editor.webp`}
              width="1280"
              height="760"
              loading="lazy"
              alt={PREVIEW_ALT}
            />
            <img
              className="home-preview-dark"
              src={`${site.baseUrl}img/landing-editor-dark.webp`}
              width="1280"
              height="760"
              loading="lazy"
              alt={PREVIEW_ALT}
            />
          </a>
        )}
      </div>
      <div className="home-actions">
        {!live && (
          <button type="button" className="button button-primary" onClick={() => setLive(true)}>
            Try it on this page
          </button>
        )}
        <a className="button button-secondary" href={editorUrl}>
          Open it full screen
        </a>
      </div>
    </section>
  );
}
