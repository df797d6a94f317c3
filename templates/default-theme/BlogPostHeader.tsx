import type { DocPageData } from 'docgen/client';
import { translate, translatePlural, useSite, withBaseUrl } from 'docgen/client';
import './styles/blog.css';

/** An avatar's address: a full URL as written, a site path with the base URL. */
function avatarSrc(url: string, baseUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) ? url : withBaseUrl(`/${url.replace(/^\//, '')}`, baseUrl);
}

/** How the byline names an author's profiles (the authors map's `socials`); other platforms show as written. */
const SOCIAL_NAMES: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
  email: 'Email',
};

/** Below a blog post's title: its date, reading time and authors with their avatars. */
export function BlogPostHeader({ post }: { post: NonNullable<DocPageData['post']> }) {
  const site = useSite();
  // In UTC, so that the server's text and the browser's hydration agree wherever the reader is.
  const date = new Intl.DateTimeFormat(site.lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(post.date));
  return (
    <div className="blog-post-byline">
      <p className="blog-post-date">
        <time dateTime={post.date}>{date}</time>
        {post.readingTime !== undefined &&
          ` · ${translatePlural(
            { id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' },
            post.readingTime,
            site.lang,
            { readingTime: post.readingTime },
          )}`}
      </p>
      {post.authors.length > 0 && (
        <ul className="blog-post-authors">
          {post.authors.map((author, i) => (
            <li key={author.key ?? i} className="blog-post-author">
              {author.imageUrl && (
                <img
                  className="blog-post-avatar"
                  src={avatarSrc(author.imageUrl, site.baseUrl)}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
              )}
              <span>
                {author.url ? (
                  <a href={author.url} className="blog-post-author-name">
                    {author.name}
                  </a>
                ) : (
                  <span className="blog-post-author-name">{author.name}</span>
                )}
                {author.title && <small className="blog-post-author-title">{author.title}</small>}
                {author.socials && (
                  <small className="blog-post-author-socials">
                    {Object.entries(author.socials).map(([platform, url]) => (
                      <a
                        key={platform}
                        href={url}
                        aria-label={translate(
                          { id: 'theme.blog.author.socialLinkLabel', message: '{name} on {platform}' },
                          { name: author.name ?? '', platform: SOCIAL_NAMES[platform] ?? platform },
                        )}
                      >
                        {SOCIAL_NAMES[platform] ?? platform}
                      </a>
                    ))}
                  </small>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
