import { type ComponentProps, createContext, type ReactElement, use } from 'react';
import type { IslandName, islandLoaders } from './island-loaders';

/** The component an island's loader resolves to. */
export type IslandComponent<Name extends IslandName> = Awaited<
  ReturnType<(typeof islandLoaders)[Name]>
>;

/**
 * Collects each island's element while the document renders, so that entry.server.tsx can render
 * it afterwards as a root of its own (island-slots.server.tsx). Absent inside an island's own
 * render, where an island inside it is part of it, and in unit tests.
 */
export type IslandSlots = {
  /** `key` names what the element renders from: its island name and props (as JSON). */
  add: (element: ReactElement, key: string) => number;
};
export const IslandSlotsContext = createContext<IslandSlots | null>(null);

/**
 * A part of the page that hydrates on its own (docs/decisions/0032): the page's HTML holds it
 * rendered, and app/entry.client.tsx loads its component by `name` and hydrates it with `props`,
 * which the HTML carries as JSON. The rest of the page is never hydrated, so props must be plain
 * data and the component must not need React Router: links are plain anchors and navigation is
 * a full page load.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
}: {
  name: Name;
  component: IslandComponent<Name>;
  props: ComponentProps<IslandComponent<Name>>;
}) {
  const slots = use(IslandSlotsContext);
  // biome-ignore lint/suspicious/noExplicitAny: each island's props match its own component (checked above)
  const element = <Component {...(props as any)} />;
  const attributes = {
    className: 'tl-island',
    'data-island': name,
    'data-props': JSON.stringify(props),
  };
  // Inside an island's own render (server or browser) an island is simply part of it.
  if (!slots) return element;
  const slot = slots.add(element, `${name} ${attributes['data-props']}`);
  return <div {...attributes} data-island-slot={slot} />;
}
