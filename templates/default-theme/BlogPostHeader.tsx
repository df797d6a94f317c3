import type { DocPageData } from 'docgen/client';
import { translate, useSite, withBaseUrl } from 'docgen/client';
import './styles/blog.css';

/** An avatar's address: a full URL as written, a site path with the base URL. */
function avatarSrc(url: string, baseUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) ? url : withBaseUrl(`/${url.replace(/^\//, '')}`, baseUrl);
}

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
          ` · ${translate({ id: 'theme.blog.post.readingTime.plurals', message: '{readingTime} min read' }).replace('{readingTime}', String(post.readingTime))}`}
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
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
