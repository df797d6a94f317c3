import type { useSite } from 'docgen/client';

/** With `srcDark`, both images are in the page and CSS shows the one for the mode, so it is right from the first frame. */
export function NavbarLogo({ logo }: { logo: NonNullable<ReturnType<typeof useSite>['navbar']['logo']> }) {
  if (!logo.srcDark) return <img className="navbar-logo" src={logo.src} alt={logo.alt} width={28} height={28} />;
  return (
    <>
      <img className="navbar-logo navbar-logo-light" src={logo.src} alt={logo.alt} width={28} height={28} />
      <img className="navbar-logo navbar-logo-dark" src={logo.srcDark} alt={logo.alt} width={28} height={28} />
    </>
  );
}
