import { describe, expect, it } from 'vitest';
import { OwnQueryWrites } from './own-query-writes';

describe('OwnQueryWrites', () => {
  it('treats the first query seen (hydration, a shared link) as an outside change', () => {
    expect(new OwnQueryWrites().landed('soil=300')).toBe(false);
  });

  it('recognises an older own write that lands after a newer one was made', () => {
    const writes = new OwnQueryWrites();
    writes.wrote('soil=550');
    writes.wrote('soil=1050');
    expect(writes.landed('soil=550')).toBe(true);
    expect(writes.landed('soil=1050')).toBe(true);
  });

  it('forgets older writes once a newer one lands (the router dropped them)', () => {
    const writes = new OwnQueryWrites();
    writes.wrote('soil=550');
    writes.wrote('soil=1050');
    expect(writes.landed('soil=1050')).toBe(true);
    // A link back to an old value afterwards is the visitor's, not a late write.
    expect(writes.landed('soil=550')).toBe(false);
  });

  it('an outside change clears what was in flight', () => {
    const writes = new OwnQueryWrites();
    writes.wrote('soil=550');
    expect(writes.landed('soil=0')).toBe(false);
    expect(writes.landed('soil=550')).toBe(false);
  });

  it('the settled query is the newest write still on its way, else the URL', () => {
    const writes = new OwnQueryWrites();
    expect(writes.settledQuery('soil=300')).toBe('soil=300');
    writes.wrote('soil=350');
    writes.wrote('soil=400');
    expect(writes.settledQuery('soil=300')).toBe('soil=400');
    writes.landed('soil=400');
    expect(writes.settledQuery('soil=400')).toBe('soil=400');
  });
});
