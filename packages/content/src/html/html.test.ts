import { BLOCKS } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { renderRichText } from './rich-text';
import { renderHtmlField, sanitizeEmail, sanitizeFragment } from './sanitize';

const doc = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    {
      nodeType: BLOCKS.PARAGRAPH,
      data: {},
      content: [{ nodeType: 'text', value: 'Logs <live>', marks: [], data: {} }],
    },
  ],
};

describe('rich text', () => {
  it('renders a valid document with the official renderer', () => {
    expect(renderRichText(doc)).toBe('<p>Logs &lt;live&gt;</p>');
    expect(renderHtmlField(doc)).toBe('<p>Logs &lt;live&gt;</p>');
  });

  it('renders <p>Error</p> for anything that is not a valid document', () => {
    expect(renderRichText({ nodeType: 'document', content: 'nope' })).toBe('<p>Error</p>');
    expect(renderRichText(null)).toBe('<p>Error</p>');
    expect(renderHtmlField(42)).toBe('<p>Error</p>');
    expect(renderHtmlField({ nodeType: 'paragraph' })).toBe('<p>Error</p>');
  });
});

describe('sanitizeFragment', () => {
  it('strips scripts, handlers, javascript: URLs, iframes, forms, styles', () => {
    const dirty =
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' +
      '<iframe src="https://e.com"></iframe><object></object><embed><form><input></form><style>p{}</style>' +
      '<img src="x.png" onerror="alert(1)" alt="a">';
    const clean = sanitizeFragment(dirty);
    expect(clean).toBe(
      '<p>Hi</p><a>x</a><img src="x.png" alt="a" loading="lazy" decoding="async" />',
    );
  });

  it('makes every image load lazily and decode asynchronously, whatever the source said', () => {
    const html = sanitizeFragment(
      '<p><img src="/content/a.svg" alt="A" width="800" height="450" loading="eager"><img src="https://images.ctfassets.net/x/b.png" alt="B"></p>',
    );
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toContain('loading="lazy"');
      expect(image).toContain('decoding="async"');
    }
    expect(images[0]).toContain('width="800"');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeFragment('<a href="https://e.com" target="_blank" rel="opener">e</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeFragment('<a href="/blog">b</a>')).toBe('<a href="/blog">b</a>');
  });
});

describe('sanitizeEmail', () => {
  it('keeps table layout and safe inline styles but drops scripts, handlers and unsafe CSS', () => {
    const email =
      '<!DOCTYPE html><html><head><title>June</title><script>x()</script></head>' +
      '<body onload="x()"><table width="600" align="center" style="background-color: #fff; position: fixed">' +
      '<tr><td style="padding: 12px; background-image: url(https://t.example/p.gif)">' +
      '<a href="javascript:x()">bad</a><img src="https://cdn.example/a.png" width="600" alt="banner"></td></tr></table></body></html>';
    const clean = sanitizeEmail(email);
    expect(clean.startsWith('<!DOCTYPE html>\n<html>')).toBe(true);
    expect(clean).toContain('<table width="600" align="center" style="background-color:#fff">');
    expect(clean).toContain('<td style="padding:12px">');
    expect(clean).toContain('<img src="https://cdn.example/a.png" width="600" alt="banner" />');
    expect(clean).not.toMatch(/script|onload|javascript:|url\(|position/);
  });
});
