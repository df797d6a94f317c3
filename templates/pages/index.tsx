import { useSite } from 'docgen/client';
import { useState } from 'react';
import './home.css';

export const meta = {
  title: 'Build any page editor',
  description: 'craft.js is a React framework for building extensible drag-and-drop page editors, with your own components and your own interface.',
};

const FEATURES = [
  {
    title: "It's just React",
    text: 'Editable parts of the page are ordinary React components. Add a hook and a ref, and the editor can select, move and update them.',
  },
  {
    title: 'Your interface, your rules',
    text: 'Toolbars, settings panels and layer trees are yours to design. craft.js supplies the state and the drag-and-drop, not the look.',
  },
  {
    title: 'Droppable regions anywhere',
    text: 'Any component can hold areas that accept drops, with rules that decide what may be dragged in or out.',
  },
  {
    title: 'Serializable state',
    text: 'The whole page is plain JSON: save it, send it, and load it back into the editor exactly as it was.',
  },
];

export default function Home() {
  const site = useSite();
  return (
    <main className="home">
      <section className="home-hero">
        <div className="container">
          <h1 className="home-title">Build any page editor</h1>
          <p className="home-tagline">{site.tagline}.</p>
          <p className="home-version">Version {String(site.customFields.version ?? '')}</p>
          <div className="home-actions">
            <a className="button button-primary" href={`${site.baseUrl}docs/overview`}>
              Read the docs
            </a>
            <a className="button button-secondary" href={`${site.baseUrl}examples/landing/`}>
              Try the live editor
            </a>
            <a className="button button-secondary" href={`${site.baseUrl}examples/basic`}>
              Basic example
            </a>
          </div>
        </div>
      </section>
      <LandingPreview />
      <section className="container home-features" aria-label="Main ideas">
        {FEATURES.map((f) => (
          <div key={f.title} className="home-feature">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}

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
        The landing example is a complete editor: drag sections from the toolbox, edit text in place, change colours
        and spacing in the settings panel, and hide or reorder parts in the layers panel.
      </p>
      <div className="home-preview-frame">
        {live ? (
          <iframe src={editorUrl} title="Landing page editor, live" width="1280" height="760" />
        ) : (
          <a href={editorUrl}>
            <img src={`${site.baseUrl}img/landing-editor.webp`} width="1280" height="760" loading="lazy" alt="The landing page editor: a toolbox on the left, the page being edited in the middle, settings and layers on the right" />
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
