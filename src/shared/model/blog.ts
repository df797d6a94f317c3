/** A blog post's authors, date, tags and byline. */

/** A blog author, from the authors map or written in the post. */
export interface BlogAuthor {
  /** Its key in the authors map; inline authors have none. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** Profile links by platform (`github`, `x`…), each a full URL. */
  socials?: Record<string, string>;
  /** The slug of the author's own page (`page: true` in the authors map names it after the key). */
  page?: string;
}

/** What a blog post's byline shows, and what its list pages and feeds take from it. */
export interface BlogPostMeta {
  /** `YYYY-MM-DD`, or a full ISO date when the front matter gives a time. */
  date: string;
  authors: BlogAuthor[];
  /** Minutes, rounded up. */
  readingTime: number;
  /** Its tags: those of the tags file by key, the others as written (`permalink` is the path under the tags route). */
  tags: { label: string; permalink: string; description?: string }[];
  /** The body up to the truncate marker, when it has one. */
  excerpt?: string;
  /** Neither the front matter nor the file name gives a date: the file's own is taken, with a warning. */
  undated?: true;
}

/** A post's byline as its page shows it. */
export interface PostByline {
  date: string;
  authors: BlogAuthor[];
  readingTime?: number;
}
