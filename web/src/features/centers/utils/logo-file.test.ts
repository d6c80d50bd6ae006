import { HC_LOGO_MAX_BYTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { LOGO_ACCEPT, LOGO_EMPTY_PROBLEM, LOGO_SIZE_PROBLEM, LOGO_TYPE_PROBLEM, logoFileProblem, logoUrl } from './logo-file';

describe('logoFileProblem', () => {
  it('lets PNG, JPEG, GIF and WebP images up to 2 MB through', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/PNG']) expect(logoFileProblem({ type, size: 1024 }), type).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: HC_LOGO_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, including an unknown one', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'text/plain', 'image/bmp', ''])
      expect(logoFileProblem({ type, size: 1024 }), type).toBe(LOGO_TYPE_PROBLEM);
  });

  it('refuses a file over 2 MB and an empty one', () => {
    expect(logoFileProblem({ type: 'image/jpeg', size: HC_LOGO_MAX_BYTES + 1 })).toBe(LOGO_SIZE_PROBLEM);
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe(LOGO_EMPTY_PROBLEM);
    expect(LOGO_SIZE_PROBLEM).toBe('The logo must be 2 MB or smaller.');
  });

  it('offers the same types in the file picker', () => {
    expect(LOGO_ACCEPT.split(',').sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });
});

describe('logoUrl', () => {
  it('serves a stored logo from /media/hc-logos/', () => {
    expect(logoUrl('4-0c8e.png')).toBe('/media/hc-logos/4-0c8e.png');
  });

  it('keeps a strange name inside the one path segment', () => {
    expect(logoUrl('../x y.png')).toBe('/media/hc-logos/..%2Fx%20y.png');
  });

  it('has no URL without a logo', () => {
    expect(logoUrl('')).toBeNull();
    expect(logoUrl(null)).toBeNull();
  });
});
