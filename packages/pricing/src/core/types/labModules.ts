/**
 * The three TabLabs modules, in the order the pricing page shows them.
 * @public
 */
export const LAB_MODULES = ['soil', 'concrete', 'asphalt'] as const;

/**
 * A TabLabs module: Soil, Rock & Aggregate (`soil`), Concrete, or Asphalt.
 * @public
 */
export type LabModule = (typeof LAB_MODULES)[number];
