// Self-contained artwork for the showcase, so it renders offline from a file:// URL.

const encode = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A wordmark-style logo: a small mark and the company name. */
export function wordmark(name: string, hue: number): string {
  const width = 40 + name.length * 11;
  return encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
      `<rect x="2" y="8" width="24" height="24" rx="6" fill="hsl(${hue} 45% 38%)"/>` +
      `<text x="34" y="27" font-family="Inter, Arial, sans-serif" font-size="18" font-weight="700" fill="#3a4750">${name}</text>` +
      '</svg>',
  );
}

/** A layered ground section as a video poster: soil bands over groundwater. */
export function boreholePoster(): string {
  return encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">' +
      '<rect width="1280" height="720" fill="#ede3d2"/>' +
      '<path d="M0 180 C320 140 640 220 1280 170 V720 H0Z" fill="#a8623a"/>' +
      '<path d="M0 330 C400 300 800 370 1280 320 V720 H0Z" fill="#6b4226"/>' +
      '<path d="M0 480 C360 450 900 520 1280 470 V720 H0Z" fill="#1f6f9f"/>' +
      '<path d="M0 600 C420 580 860 640 1280 600 V720 H0Z" fill="#0e4466"/>' +
      '<rect x="610" y="60" width="60" height="600" rx="8" fill="#fbf8f3" opacity="0.9"/>' +
      '</svg>',
  );
}

/** A simple line icon tile for feature cards. */
export function featureIcon(hue: number): string {
  return encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
      `<rect width="48" height="48" rx="12" fill="hsl(${hue} 40% 90%)"/>` +
      `<path d="M14 34V14h20M14 24h14M14 34h20" stroke="hsl(${hue} 45% 32%)" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      '</svg>',
  );
}
