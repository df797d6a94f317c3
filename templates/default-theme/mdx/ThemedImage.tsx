/** `@theme/ThemedImage`: both images are in the page; the colour mode's CSS shows one (no flash, no JavaScript). */
export default function ThemedImage({
  sources,
  alt,
  className,
  ...rest
}: {
  sources: { light: string; dark: string };
  alt?: string;
  className?: string;
  width?: number | string;
  height?: number | string;
}) {
  return (
    <>
      <img
        {...rest}
        src={sources.light}
        alt={alt}
        className={['themed-image', 'themed-image-light', className].filter(Boolean).join(' ')}
      />
      <img
        {...rest}
        src={sources.dark}
        alt={alt}
        className={['themed-image', 'themed-image-dark', className].filter(Boolean).join(' ')}
      />
    </>
  );
}
