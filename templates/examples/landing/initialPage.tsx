import { Element } from '@craftjs/core';
import { Button } from './components/Button.js';
import { Illustration } from './components/Illustration.js';
import { Section } from './components/Section.js';
import { Text } from './components/Text.js';
import { VideoPlaceholder } from './components/VideoPlaceholder.js';

/*
 * The page the editor opens on: a small product page for craft.js itself.
 * `custom.displayName` gives each block a readable name in the Layers panel.
 * Helpers here are plain functions, not components: <Frame> turns every JSX
 * element it is given into a node, and a wrapper component would need to be
 * in the resolver.
 */

function feature(name: string, title: string, body: string) {
  return (
    <Element
      is={Section}
      canvas
      grow="yes"
      padding={20}
      gap={6}
      radius={10}
      background="tint"
      custom={{ displayName: name }}
    >
      <Text tag="h3" text={title} fontSize={19} weight="600" />
      <Text text={body} fontSize={15} />
    </Element>
  );
}

export function initialPage() {
  return (
    <Element is={Section} canvas padding={0} gap={0} background="paper" custom={{ displayName: 'Page' }}>
      <Element
        is={Section}
        canvas
        direction="row"
        align="center"
        padding={48}
        gap={32}
        background="tint"
        custom={{ displayName: 'Hero' }}
      >
        <Element is={Section} canvas grow="yes" padding={0} gap={14} custom={{ displayName: 'Hero copy' }}>
          <Element
            is={Text}
            text="craft.js 0.2"
            fontSize={14}
            weight="600"
            color="primary"
            custom={{ displayName: 'Eyebrow' }}
          />
          <Element
            is={Text}
            tag="h2"
            text="Build the page editor your product needs"
            fontSize={40}
            weight="800"
            custom={{ displayName: 'Hero heading' }}
          />
          <Element
            is={Text}
            text="A React framework for drag-and-drop page editors. You bring the components and the interface; it takes care of dragging, dropping, selection, undo and saving."
            fontSize={18}
            custom={{ displayName: 'Hero text' }}
          />
          <Element
            is={Section}
            canvas
            direction="row"
            align="center"
            padding={0}
            gap={12}
            custom={{ displayName: 'Hero actions' }}
          >
            <Button text="Read the docs" href="/docs/overview" />
            <Button text="Try the basic editor" href="/examples/basic" variant="outline" />
          </Element>
        </Element>
        <Element is={Section} canvas grow="yes" padding={0} custom={{ displayName: 'Hero art' }}>
          <Illustration />
        </Element>
      </Element>

      <Element is={Section} canvas padding={48} gap={24} custom={{ displayName: 'Features' }}>
        <Text tag="h2" text="Why build on craft.js" fontSize={30} weight="800" align="center" />
        <Element
          is={Section}
          canvas
          direction="row"
          align="stretch"
          padding={0}
          gap={20}
          custom={{ displayName: 'Feature columns' }}
        >
          {feature(
            'Feature: React',
            'It is just React',
            'User components are ordinary components with a hook. Style them with whatever you already use.',
          )}
          {feature(
            'Feature: control',
            'You decide how things are edited',
            'Text edited in place, sliders in a side panel, resize handles: the editing UI is yours to design.',
          )}
          {feature(
            'Feature: state',
            'State you can save',
            'The whole page serializes to JSON, ready to store, compress and load back later.',
          )}
        </Element>
      </Element>

      <Element
        is={Section}
        canvas
        direction="row"
        align="center"
        padding={48}
        gap={32}
        custom={{ displayName: 'Tour' }}
      >
        <Element is={Section} canvas grow="yes" padding={0} custom={{ displayName: 'Tour video' }}>
          <VideoPlaceholder caption="From an empty canvas to a saved page" duration="2:14" />
        </Element>
        <Element is={Section} canvas grow="yes" padding={0} gap={10} custom={{ displayName: 'Tour text' }}>
          <Text tag="h2" text="Droppable regions anywhere" fontSize={26} weight="800" />
          <Text
            text="Any part of a component can accept drops, with rules about what may go in or come out. This page is built from one Section component nested a few levels deep."
            fontSize={16}
          />
        </Element>
      </Element>

      <Element
        is={Section}
        canvas
        align="center"
        padding={44}
        gap={14}
        background="primary"
        color="paper"
        custom={{ displayName: 'Call to action' }}
      >
        <Text tag="h2" text="Start with a single component" fontSize={28} weight="800" align="center" />
        <Element
          is={Text}
          text="npm install @craftjs/core"
          fontSize={16}
          align="center"
          custom={{ displayName: 'Install command' }}
        />
        <Button text="Follow the tutorial" href="/docs/guides/basic-tutorial" tone="paper" />
      </Element>
    </Element>
  );
}
