// Glyph widths (1/1000 em) of the standard Helvetica fonts for ASCII 32-126, from the Adobe AFM files,
// plus the few WinAnsi punctuation marks the documents use. Needed to wrap text without embedding fonts.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Unicode characters mapped to their WinAnsiEncoding byte and width (regular, bold). */
export const WIN_ANSI = {
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
  '\u2022': [0x95, 350, 350],
  '\u00b0': [0xb0, 400, 400],
  '\u2019': [0x92, 222, 278],
  '\u00d7': [0xd7, 584, 584],
  '\u00b1': [0xb1, 584, 584],
};

export const textWidth = (s, size, bold = false) => {
  const table = bold ? BOLD : REGULAR;
  let w = 0;
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (code >= 32 && code <= 126) w += table[code - 32];
    else w += WIN_ANSI[ch]?.[bold ? 2 : 1] ?? 556;
  }
  return (w * size) / 1000;
};

/** Encodes text as a PDF literal string body in WinAnsi bytes. */
export const pdfString = (s) => {
  let out = '';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code >= 32 && code <= 126) out += ch;
    else if (WIN_ANSI[ch]) out += `\\${WIN_ANSI[ch][0].toString(8).padStart(3, '0')}`;
    else throw new Error(`No WinAnsi mapping for character U+${code.toString(16)}`);
  }
  return out;
};
