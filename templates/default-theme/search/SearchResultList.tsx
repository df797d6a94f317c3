import type { PageResult, SearchHit, TextPart } from 'docgen/client';
import { Highlighted } from './SearchScreens.js';

/** What the modal adds to the list: the results are the options of the combobox's listbox. */
export interface ListboxOptions {
  id: string;
  label: string;
  hidden: boolean;
  activeIndex: number;
  optionId(index: number): string;
  onActivate(index: number): void;
  onChoose(): void;
}

const textOf = (parts: TextPart[]) => parts.map((part) => part.text).join('');

function HitContent({ hit, page }: { hit: SearchHit; page: PageResult }) {
  // The group's title above already names the page: the opening section has no heading, and a section
  // headed like the page shows its snippet alone. Only a hit with nothing else to show (an Algolia
  // record of the title alone) repeats the title.
  const heading =
    hit.heading.length === 0 && hit.snippet.length === 0
      ? page.title
      : textOf(hit.heading) === textOf(page.title)
        ? []
        : hit.heading;
  return (
    <>
      {heading.length > 0 && (
        <span className="search-hit-heading">
          <Highlighted parts={heading} />
        </span>
      )}
      {hit.snippet.length > 0 && (
        <span className="search-hit-snippet">
          {hit.code ? (
            <code className="search-hit-code">
              <Highlighted parts={hit.snippet} />
            </code>
          ) : (
            <Highlighted parts={hit.snippet} />
          )}
        </span>
      )}
    </>
  );
}

/** Where a result is, when it is not the docs: "Blog" beside a post's title. */
function Section({ page }: { page: PageResult }) {
  return page.section ? <span className="search-result-section">{page.section}</span> : null;
}

/**
 * The results grouped by page, for the modal and the search page alike: a title per page, then its
 * best sections as links with the matching words marked. In the modal (`listbox`) the links are the
 * listbox's options, moved through with the arrow keys; on the page they are a plain list of links.
 */
export function SearchResultList({ pages, listbox }: { pages: PageResult[]; listbox?: ListboxOptions }) {
  if (!listbox) {
    return (
      <ol className="search-results search-page-results">
        {pages.map((page) => (
          <li key={page.url} className="search-group search-page-result">
            <h2 className="search-group-title">
              <a href={page.url}>
                <Highlighted parts={page.title} />
              </a>
              <Section page={page} />
            </h2>
            <ul>
              {page.hits.map((hit) => (
                <li key={hit.url}>
                  <a className="search-hit" href={hit.url}>
                    <HitContent hit={hit} page={page} />
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    );
  }
  let optionIndex = 0;
  return (
    <div
      id={`${listbox.id}-listbox`}
      role="listbox"
      aria-label={listbox.label}
      hidden={listbox.hidden}
      className="search-results"
    >
      {!listbox.hidden &&
        pages.map((page, g) => (
          <div key={page.url} role="group" aria-labelledby={`${listbox.id}-group-${g}`} className="search-group">
            <div id={`${listbox.id}-group-${g}`} className="search-group-title">
              <Highlighted parts={page.title} />
              <Section page={page} />
            </div>
            {page.hits.map((hit) => {
              const index = optionIndex++;
              return (
                // The link is the option itself: a link inside an option would nest one control in another.
                <a
                  key={hit.url}
                  id={listbox.optionId(index)}
                  role="option"
                  aria-selected={index === listbox.activeIndex}
                  className="search-hit"
                  href={hit.url}
                  tabIndex={-1}
                  onMouseMove={() => index !== listbox.activeIndex && listbox.onActivate(index)}
                  onClick={listbox.onChoose}
                >
                  <HitContent hit={hit} page={page} />
                </a>
              );
            })}
          </div>
        ))}
    </div>
  );
}
