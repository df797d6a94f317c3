import Details from './Details.js';
import Head from '@docusaurus/Head';
import Img from '@theme/MDXComponents/Img';
import Steps from '@theme/Steps';
import FileTree from '@theme/FileTree';
import Card from '@theme/Card';
import CardGrid from '@theme/CardGrid';
import LinkCard from '@theme/LinkCard';
import Badge from '@theme/Badge';

/**
 * What every MDX page renders with besides the theme's Markdown elements, as Docusaurus's MDXComponents:
 * components usable without an import (the component kit's among them), and overrides of HTML elements. A site's theme folder can have its own.
 */
const MDXComponents = { Details, details: Details, Head, img: Img, Steps, FileTree, Card, CardGrid, LinkCard, Badge };

export default MDXComponents;
