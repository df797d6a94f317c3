import { useSite } from 'docgen/client';
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
