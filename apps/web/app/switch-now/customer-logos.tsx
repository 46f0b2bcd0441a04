import type { Client } from '@tablogs/content';
import { LogoRows } from '@tablogs/ui';

/** Logos per row; the rows alternate their alignment. */
const LOGOS_PER_ROW = 6;

/** Customer logos in staggered rows. */
export function CustomerLogos({ clients }: { clients: readonly Client[] }) {
  const logos = clients.map((client) => ({
    src: client.logo.url,
    alt: client.name,
    width: client.logo.width,
    height: client.logo.height,
  }));
  const rows = Array.from({ length: Math.ceil(logos.length / LOGOS_PER_ROW) }, (_, row) =>
    logos.slice(row * LOGOS_PER_ROW, (row + 1) * LOGOS_PER_ROW),
  );
  return <LogoRows rows={rows} className="customer-logos" />;
}
