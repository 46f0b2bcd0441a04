// Where each client logo (logos.mjs) is cropped; asset-text.mjs takes their sizes from here.
/**
 * Each mark's box on the canvas (x, y, width, height): its drawn bounds plus 8 units, measured
 * with getBBox() in Chromium with Inter. Redraw a logo, then measure it again.
 */
export const LOGO_CROPS = {
  'basalt-co': [20, 20, 271, 80],
  'ironbark-drilling': [40, 12, 228, 96],
  'meridian-ground': [16, 16, 255, 104],
  'clearwater-env': [22, 12, 279, 100],
  'stratum-consulting': [12, 12, 248, 96],
  'northfield-geo': [16, 16, 271, 88],
  'redgum-labs': [22, 16, 246, 84],
  'bluestone-civil': [16, 8, 275, 94],
  'coastal-soils': [14, 21, 266, 79],
  'granite-peak': [10, 26, 287, 78],
  'tideline-geotech': [14, 14, 243, 92],
  'karri-materials': [28, 10, 301, 96],
};
