// Reads the text back from a PDF that Chromium's page.pdf() printed: its page count, and each
// page's text in drawing order. Chromium (Skia) embeds subset fonts whose text is glyph codes;
// each font's ToUnicode CMap maps them to characters, so this maps every shown string through
// the map of the font selected when it is drawn. Enough of PDF for that, no more.
import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: string | null };
type CMap = { bytes: number; chars: Map<number, string> };

/** The pages of a PDF, each as the text it draws (runs separated by spaces). */
export function pdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const root = [...objects.values()].find((object) => /\/Type\s*\/Pages\b/.test(object.dict));
  const kids = root ? refs(/\/Kids\s*\[([^\]]*)\]/.exec(root.dict)?.[1] ?? '') : [];
  return kids.map((id) => pageText(objects, id));
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + (body.slice(streamAt).startsWith('stream\r\n') ? 8 : 7);
    const length = Number(/\/Length (\d+)(?! 0 R)/.exec(dict)?.[1] ?? -1);
    const dataEnd = length >= 0 ? dataStart + length : text.indexOf('endstream', dataStart);
    const raw = pdf.subarray(dataStart, dataEnd);
    const data = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dict, stream: data.toString('latin1') });
    header.lastIndex = dataEnd;
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

/** A dictionary entry that is either inline (`<< … >>`) or a reference to another object. */
function entry(objects: Map<number, PdfObject>, dict: string, key: string): string {
  const at = dict.indexOf(`/${key}`);
  if (at === -1) return '';
  const rest = dict.slice(at + key.length + 1).trimStart();
  const reference = /^(\d+) 0 R/.exec(rest);
  if (reference) return objects.get(Number(reference[1]))?.dict ?? '';
  if (!rest.startsWith('<<')) return rest;
  let depth = 0;
  for (let index = 0; index < rest.length - 1; index += 1) {
    if (rest.startsWith('<<', index)) depth += 1;
    if (rest.startsWith('>>', index)) depth -= 1;
    if (depth === 0) return rest.slice(0, index + 2);
  }
  return rest;
}

function pageText(objects: Map<number, PdfObject>, pageId: number): string {
  const page = objects.get(pageId)?.dict ?? '';
  const fonts = entry(objects, entry(objects, page, 'Resources'), 'Font');
  const cmaps = new Map<string, CMap>();
  for (const [, name, id] of fonts.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(id))?.dict ?? '';
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    const stream = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
    if (name && stream) cmaps.set(name, readCMap(stream));
  }
  const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? '';
  const program = refs(contents)
    .map((id) => objects.get(id)?.stream ?? '')
    .join('\n');
  return showText(program, cmaps);
}

function readCMap(stream: string): CMap {
  const chars = new Map<number, string>();
  const hex = (value: string) => Number.parseInt(value, 16);
  const unicode = (value: string) =>
    String.fromCodePoint(...(value.match(/.{4}/g) ?? []).map((unit) => hex(unit)));
  const bytes = (/begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(stream)?.[1]?.length ?? 4) / 2;
  for (const [, block] of stream.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (block ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      chars.set(hex(code ?? ''), unicode(text ?? ''));
    }
  }
  for (const [, block] of stream.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (block ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]+)>|\[([^\]]*)\])/g,
    );
    for (const [, from, to, start, list] of ranges) {
      const first = hex(from ?? '');
      const items = list ? [...list.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1] ?? '') : [];
      for (let code = first; code <= hex(to ?? ''); code += 1) {
        if (list) chars.set(code, unicode(items[code - first] ?? ''));
        else {
          const base = hex(start ?? '');
          chars.set(code, String.fromCodePoint(base + code - first));
        }
      }
    }
  }
  return { bytes, chars };
}

/** The strings a content stream draws, decoded by the font each was drawn in. */
function showText(program: string, cmaps: Map<string, CMap>): string {
  let font: CMap | undefined;
  const out: string[] = [];
  const token =
    /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*(?:Tj|'|")|\b(BT|ET|Td|TD|Tm|T\*)\b/g;
  for (const match of program.matchAll(token)) {
    if (match[1]) font = cmaps.get(match[1]);
    else if (match[2] !== undefined || match[3] !== undefined) {
      const strings = match[2] ?? match[3] ?? '';
      for (const [piece] of strings.matchAll(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g)) {
        out.push(decode(piece, font));
      }
    } else out.push(' ');
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

function decode(piece: string, font: CMap | undefined): string {
  const codes: number[] = [];
  if (piece.startsWith('<')) {
    const digits = piece.slice(1, -1).replace(/\s/g, '');
    const width = (font?.bytes ?? 2) * 2;
    for (let index = 0; index < digits.length; index += width) {
      codes.push(Number.parseInt(digits.slice(index, index + width), 16));
    }
  } else {
    const literal = piece
      .slice(1, -1)
      .replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) =>
        /^[0-7]+$/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : escaped,
      );
    for (const char of literal) codes.push(char.charCodeAt(0));
  }
  return codes.map((code) => font?.chars.get(code) ?? '').join('');
}
