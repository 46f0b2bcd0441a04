// The header's menus, exactly the items of docs/decisions/0016-screens-copy-and-formats.md.
export interface NavLink {
  to: string;
  label: string;
  description?: string;
}

export interface NavMenuGroup {
  label: string;
  links: readonly NavLink[];
}

export const FEATURES_MENU: NavMenuGroup = {
  label: 'Features',
  links: [
    { to: '/features', label: 'All features', description: 'Everything TabLogs does, in one tour' },
    { to: '/features/app', label: 'Field app', description: 'Log boreholes on a tablet, offline' },
    {
      to: '/features/dashboard',
      label: 'Dashboard',
      description: 'Projects and progress at a glance',
    },
    { to: '/features/database', label: 'Database', description: 'Every borehole, sample and test' },
    {
      to: '/features/manage',
      label: 'Manage & report',
      description: 'Templates that match your logs',
    },
    { to: '/features/visualise', label: 'Visualise', description: '3D models and GIS maps' },
    { to: '/tablabs', label: 'TabLabs', description: 'The lab system for materials testing' },
  ],
};

export const PRICING_MENU: NavMenuGroup = {
  label: 'Pricing',
  links: [
    { to: '/pricing/tablogs', label: 'TabLogs pricing', description: 'Priced by logs per month' },
    { to: '/pricing/tablabs', label: 'TabLabs pricing', description: 'Priced by tests per month' },
  ],
};

export const ABOUT_MENU: NavMenuGroup = {
  label: 'About',
  links: [
    { to: '/about', label: 'About us', description: 'Engineers building for engineers' },
    {
      to: '/about/client-testimonials',
      label: 'Client testimonials',
      description: 'Stories from our customers',
    },
    { to: '/about#team', label: 'Our team', description: 'The people behind TabLogs' },
    { to: '/about#contact', label: 'Contact', description: 'Offices and phone numbers' },
  ],
};

export const RESOURCES_MENU: NavMenuGroup = {
  label: 'Resources',
  links: [
    { to: '/resources/faqs', label: 'FAQs', description: 'Answers about the product' },
    {
      to: '/resources/geotech-101',
      label: 'Geotech 101',
      description: 'Logging practice, explained',
    },
    { to: '/resources/newsletters', label: 'Newsletters', description: 'Our monthly editions' },
    { to: '/resources/blog', label: 'Blog', description: 'Articles for geotechnical engineers' },
    {
      to: '/resources/product-updates',
      label: 'Product updates',
      description: 'What shipped, and when',
    },
    {
      to: '/resources/downloads',
      label: 'Downloads',
      description: 'Guides, checklists and templates',
    },
  ],
};

export const HEADER_MENUS = [FEATURES_MENU, PRICING_MENU, ABOUT_MENU, RESOURCES_MENU] as const;
