import { describe, expect, it } from 'vitest';
import { documentTitle } from './title.ts';

describe('document title (spec 1 §2.2)', () => {
  it('is page title, then base title, then the product name', () => {
    expect(documentTitle({ pageTitle: 'Branch list', baseTitle: 'Organisation' })).toBe(
      'Branch list | Organisation | Clubline',
    );
  });

  it('leaves out missing parts and repeats', () => {
    expect(documentTitle({ baseTitle: 'Organisation' })).toBe('Organisation | Clubline');
    expect(documentTitle({ pageTitle: 'Overview', baseTitle: '  ' })).toBe('Overview | Clubline');
    expect(documentTitle({})).toBe('Clubline');
    expect(documentTitle({ pageTitle: 'Branches', baseTitle: 'Branches' })).toBe('Branches | Clubline');
  });

  it('marks a forced-domain session with a prefix and a suffix', () => {
    expect(documentTitle({ pageTitle: 'Branch list', baseTitle: 'Organisation', forcedDomain: 'acme' })).toBe(
      '[acme] Branch list | Organisation | Clubline [acme]',
    );
  });
});
