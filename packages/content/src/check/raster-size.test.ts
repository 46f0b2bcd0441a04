import { describe, expect, it } from 'vitest';
import { rasterSize } from './raster-size';

// 37×21 images written by sharp (libvips) in each format.
const FILES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAACUAAAAVCAIAAABOhrD5AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWMwXpVGT8Qwat+q0fA0Hk0vaaP5wXi0fEkbLT9XjdYPaaP17aoh0p4AAPhG1Ikd9JQzAAAAAElFTkSuQmCC',
  jpeg: '/9j/2wBDACgcHiMeGSgjISMtKygwPGRBPDc3PHtYXUlkkYCZlo+AjIqgtObDoKrarYqMyP/L2u71////m8H////6/+b9//j/2wBDASstLTw1PHZBQXb4pYyl+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj/wAARCAAVACUDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAAAgT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAAhlAAAAAAAAAAf//Z',
  webpLossy:
    'UklGRj4AAABXRUJQVlA4IDIAAAAwAwCdASolABUAP3G41GI0ryqmJWgCkC4JZwDLpA8KmggAAPFNX/m3ItMtWO6MaCAAAA==',
  webpLossless: 'UklGRh4AAABXRUJQVlA4TBEAAAAvJAAFAAdQ1c7UrP+BiOh/AAA=',
  webpExtended:
    'UklGRlgAAABXRUJQVlA4WAoAAAAQAAAAJAAAFAAAQUxQSAoAAAABB1DAiAhERP8DVlA4ICgAAADwAgCdASolABUAP3G402I0ryqmJWgCkC4JaQAAKUNt8AD+7gMAAAAA',
};

describe('rasterSize', () => {
  it.each(Object.entries(FILES))('reads the size of a %s file', (_format, base64) => {
    expect(rasterSize(Buffer.from(base64, 'base64'))).toEqual({ width: 37, height: 21 });
  });

  it('answers null for SVG, PDF and truncated headers', () => {
    expect(rasterSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(rasterSize(Buffer.from('%PDF-1.7'))).toBeNull();
    for (const base64 of Object.values(FILES)) {
      expect(rasterSize(Buffer.from(base64, 'base64').subarray(0, 14))).toBeNull();
    }
  });
});
