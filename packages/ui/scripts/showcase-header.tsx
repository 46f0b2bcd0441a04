import {
  ButtonLink,
  Container,
  NavMenu,
  NavMenuContent,
  NavMenuContentItem,
  NavMenuItem,
  NavMenuLink,
  NavMenuList,
  NavMenuPromo,
  NavMenuTrigger,
  PhoneIcon,
  RegionMenu,
  Section,
  type Theme,
  ThemeToggle,
} from '../src/index';

// The site header of the showcase: the navigation menu (its Features dropdown rendered open), the
// region menu and the theme toggle. The page is static markup, so their handlers do nothing.
const ignore = () => {};

export function ShowcaseHeader({ theme }: { theme: Theme }) {
  return (
    <Section as="header" spacing="none" className="sc-header">
      <Container className="sc-header__bar">
        <strong className="sc-logo">tablogs</strong>
        <NavMenu aria-label="Main" defaultValue="features">
          <NavMenuList>
            <NavMenuItem>
              <NavMenuLink href="#home" current>
                Home
              </NavMenuLink>
            </NavMenuItem>
            <NavMenuItem value="features">
              <NavMenuTrigger>Features</NavMenuTrigger>
              <NavMenuContent
                aside={
                  <NavMenuPromo
                    title="Book a discovery call"
                    text="See the logging app with one of our geotechnical specialists."
                    action={
                      <ButtonLink href="#call" size="sm">
                        Find a time
                      </ButtonLink>
                    }
                  />
                }
              >
                {['App', 'Dashboard', 'Database', 'Visualise'].map((name) => (
                  <NavMenuContentItem key={name}>
                    <NavMenuLink
                      href={`#${name}`}
                      description={`What the ${name.toLowerCase()} does for you`}
                    >
                      {name}
                    </NavMenuLink>
                  </NavMenuContentItem>
                ))}
              </NavMenuContent>
            </NavMenuItem>
            <NavMenuItem value="pricing">
              <NavMenuTrigger>Pricing</NavMenuTrigger>
            </NavMenuItem>
            <NavMenuItem value="about">
              <NavMenuTrigger>About</NavMenuTrigger>
            </NavMenuItem>
          </NavMenuList>
        </NavMenu>
        <div className="sc-header__tools">
          <a href="tel:+611300000000" className="sc-phone">
            <PhoneIcon /> 1300 000 000
          </a>
          <RegionMenu
            regions={[
              { value: 'AU', label: 'Australia', short: 'AU' },
              { value: 'US', label: 'United States', short: 'US' },
            ]}
            value="AU"
            onValueChange={ignore}
          />
          <ThemeToggle theme={theme} onToggle={ignore} />
          <ButtonLink href="#login" variant="ghost" size="sm">
            Login
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
