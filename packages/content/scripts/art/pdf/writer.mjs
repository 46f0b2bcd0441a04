// A small flowing-layout PDF writer: Helvetica text, headings, bullets and tables on A4 pages.
import { pdfString, textWidth } from './metrics.mjs';

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;
const BOTTOM = 70;
const CONTENT_W = PAGE_W - 2 * MARGIN;

const rgb = (hex) =>
  [1, 3, 5].map((i) => (Number.parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');

const INK = '#1C2326';
const DEEP = '#0E4466';
const CLAY = '#A8623A';
const SAND = '#EDE3D2';
const RULE = '#CFC4B2';

/** Greedy word wrap using real Helvetica metrics. */
export const wrapText = (s, size, width, bold = false) => {
  const lines = [];
  let cur = '';
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && textWidth(next, size, bold) > width) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
};

export class PdfDocument {
  constructor({ title, subtitle, accent = CLAY }) {
    this.title = title;
    this.subtitle = subtitle;
    this.accent = accent;
    this.pages = [];
    this.newPage();
    this.cover();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_H - MARGIN;
  }

  ensure(h) {
    if (this.y - h < BOTTOM) this.newPage();
  }

  text(x, y, s, size, { bold = false, color = INK } = {}) {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(color)} rg ${x.toFixed(1)} ${y.toFixed(1)} Td (${pdfString(s)}) Tj ET`,
    );
  }

  rect(x, y, w, h, color) {
    this.ops.push(
      `${rgb(color)} rg ${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)} re f`,
    );
  }

  rule(x1, y, x2, color = RULE, width = 0.6) {
    this.ops.push(
      `${rgb(color)} RG ${width} w ${x1.toFixed(1)} ${y.toFixed(1)} m ${x2.toFixed(1)} ${y.toFixed(1)} l S`,
    );
  }

  cover() {
    this.rect(0, PAGE_H - 150, PAGE_W, 150, DEEP);
    this.rect(0, PAGE_H - 156, PAGE_W, 6, this.accent);
    this.text(MARGIN, PAGE_H - 52, 'TabLogs', 12, { bold: true, color: '#F2B38F' });
    const lines = wrapText(this.title, 24, CONTENT_W, true);
    lines.forEach((l, i) => {
      this.text(MARGIN, PAGE_H - 88 - i * 28, l, 24, { bold: true, color: '#FFFFFF' });
    });
    this.y = PAGE_H - 190;
    if (this.subtitle) this.paragraph(this.subtitle, { size: 12, color: '#3A4750' });
  }

  heading(s) {
    this.ensure(70);
    this.y -= 14;
    this.text(MARGIN, this.y, s, 15, { bold: true, color: DEEP });
    this.y -= 8;
    this.rule(MARGIN, this.y, MARGIN + 60, this.accent, 2);
    this.y -= 16;
    return this;
  }

  subheading(s) {
    this.ensure(50);
    this.y -= 6;
    this.text(MARGIN, this.y, s, 11.5, { bold: true, color: CLAY });
    this.y -= 16;
    return this;
  }

  paragraph(s, { size = 10.5, color = INK, indent = 0 } = {}) {
    const leading = size * 1.42;
    for (const l of wrapText(s, size, CONTENT_W - indent)) {
      this.ensure(leading);
      this.text(MARGIN + indent, this.y, l, size, { color });
      this.y -= leading;
    }
    this.y -= 6;
    return this;
  }

  bullets(items, { marker = '\u2022' } = {}) {
    for (const item of items) {
      const lines = wrapText(item, 10.5, CONTENT_W - 18);
      this.ensure(15);
      this.text(MARGIN + 4, this.y, marker, 10.5, { color: this.accent, bold: true });
      for (const l of lines) {
        this.ensure(15);
        this.text(MARGIN + 18, this.y, l, 10.5);
        this.y -= 15;
      }
      this.y -= 2;
    }
    this.y -= 6;
    return this;
  }

  /** A table with a shaded header; widths are fractions of the content width. */
  table(headers, rows, widths) {
    const cols = widths.map((f) => f * CONTENT_W);
    const size = 9.5;
    const leading = 13;
    const drawRow = (cells, bold) => {
      const wrapped = cells.map((c, i) => wrapText(String(c), size, cols[i] - 12, bold));
      const h = Math.max(...wrapped.map((w) => w.length)) * leading + 10;
      this.ensure(h + (bold ? 20 : 0));
      if (bold) this.rect(MARGIN, this.y - h + leading - 2, CONTENT_W, h, SAND);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        lines.forEach((l, k) => {
          this.text(x + 6, this.y - k * leading, l, size, { bold });
        });
        x += cols[i];
      });
      this.y -= h;
      this.rule(MARGIN, this.y + leading - 2, MARGIN + CONTENT_W);
    };
    this.y -= 4;
    drawRow(headers, true);
    for (const r of rows) drawRow(r, false);
    this.y -= 12;
    return this;
  }

  /** Serialises the document with a correct cross-reference table. */
  toBuffer() {
    const total = this.pages.length;
    const footer = (i) =>
      [
        `${rgb(RULE)} RG 0.6 w ${MARGIN} 48 m ${PAGE_W - MARGIN} 48 l S`,
        `BT /F1 8.5 Tf ${rgb('#6B7780')} rg ${MARGIN} 34 Td (${pdfString(`TabLogs \u2013 ${this.title}`)}) Tj ET`,
        `BT /F1 8.5 Tf ${rgb('#6B7780')} rg ${(PAGE_W - MARGIN - textWidth(`Page ${i + 1} of ${total}`, 8.5)).toFixed(1)} 34 Td (Page ${i + 1} of ${total}) Tj ET`,
      ].join('\n');
    const objects = [];
    const add = (body) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add('');
    const pagesObj = add('');
    const f1 = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    const f2 = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const info = add(
      `<< /Title (${pdfString(this.title)}) /Author (TabLogs) /Creator (TabLogs content scripts) /Producer (TabLogs content scripts) /CreationDate (D:20250301000000Z) >>`,
    );
    const kids = this.pages.map((ops, i) => {
      const stream = `${ops.join('\n')}\n${footer(i)}`;
      const content = add(
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      );
      return add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
      );
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
    objects[pagesObj - 1] =
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
    const offsets = objects.map((body, i) => {
      const at = Buffer.byteLength(out, 'latin1');
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return at;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}
