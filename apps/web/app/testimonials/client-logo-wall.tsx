import type { Client } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { LogoRows } from '@tablogs/ui';

/** The clients' logos in rows of `perRow`; the rows alternate their alignment. */
export function ClientLogoWall({
  clients,
  perRow,
  className,
}: {
  clients: readonly Client[];
  perRow: number;
  className?: string;
}) {
  const logos = clients.map((client) => ({
    src: client.logo.url,
    alt: client.name,
    width: client.logo.width,
    height: client.logo.height,
    imgProps: tagsOf('client', client, 'logo'),
  }));
  const rows = Array.from({ length: Math.ceil(logos.length / perRow) }, (_, row) =>
    logos.slice(row * perRow, (row + 1) * perRow),
  );
  return <LogoRows rows={rows} className={className} />;
}
