import type { SiteLogo } from 'docgen/client';

/**
 * The navbar's or footer's logo image. With `srcDark`, both images are in the page and CSS shows the one for the
 * mode (`<className>-light`, `<className>-dark`), so it is right from the first frame.
 */
export function LogoImage({ logo, className, size }: { logo: SiteLogo; className: string; size?: number }) {
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img
      className={[className, mode && `${className}-${mode}`, logo.className].filter(Boolean).join(' ')}
      src={src}
      alt={logo.alt}
      width={logo.width ?? size}
      height={logo.height ?? size}
    />
  );
  if (!logo.srcDark) return image(logo.src);
  return (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  );
}

export function NavbarLogo({ logo }: { logo: SiteLogo }) {
  return <LogoImage logo={logo} className="navbar-logo" size={28} />;
}

/** Where a logo leads: its `href` (in a new tab with `target`), or the home page. */
export function logoLinkProps(logo: SiteLogo | undefined, home: string) {
  return {
    href: logo?.href ?? home,
    ...(logo?.target && { target: logo.target, rel: 'noopener noreferrer' }),
  };
}
