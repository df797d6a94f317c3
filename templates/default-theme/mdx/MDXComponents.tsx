import Details from './Details.js';
import Head from '@docusaurus/Head';
import Img from '@theme/MDXComponents/Img';

/**
 * What every MDX page renders with besides the theme's Markdown elements, as Docusaurus's MDXComponents:
 * components usable without an import, and overrides of HTML elements. A site's theme folder can have its own.
 */
const MDXComponents = { Details, details: Details, Head, img: Img };

export default MDXComponents;
