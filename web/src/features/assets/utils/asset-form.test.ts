import type { AssetView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { assetFormSchema, toAssetSave, toAssetValues } from './asset-form';

const asset: AssetView = {
  id: 3,
  asset_name: 'Harvest day checklist',
  description: 'What to prepare',
  membership_ids: '4,9',
  memberships: [],
  sections: [{ url: '/dashboard' }],
  assets: [
    { id: 11, type: 1, name: 'Guide', path: 'https://example.test/guide' },
    { id: 12, type: 2, name: 'Checklist', path: '0b6c3d3e-1f2a-4b5c-8d9e-0f1a2b3c4d5e.pdf' },
    { id: 13, type: 2, name: '', path: '1b6c3d3e-1f2a-4b5c-8d9e-0f1a2b3c4d5e.png' },
  ],
  domain: 1,
};

describe('the asset form', () => {
  it('requires the name and description, each link path and each file', () => {
    const result = assetFormSchema.safeParse({ ...toAssetValues(), links: [{ name: 'x', path: '' }], files: [{ name: '', path: '', file: null }] });
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(['asset_name: Required', 'description: Required', 'links.0.path: Required', 'files.0.file: Required']);
  });

  it('refuses a link that is neither a web address nor a portal path', () => {
    const result = assetFormSchema.safeParse({ ...toAssetValues(asset), links: [{ name: 'x', path: 'javascript:alert(1)' }] });
    expect(result.success).toBe(false);
  });

  it('sends the items kept with their ids, new files to upload, and the items left out in assets_remove', () => {
    const values = toAssetValues(asset);
    const chosen = new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' });
    const data = assetFormSchema.parse({ ...values, membership_ids: ['9', '4', '2'], files: [values.files[0]!, { name: 'New', path: '', file: chosen }] });
    const { body, uploads } = toAssetSave(data, asset);
    expect(body).toEqual({
      asset_name: 'Harvest day checklist',
      description: 'What to prepare',
      membership_ids: '2,4,9',
      sections: [{ url: '/dashboard' }],
      assets: [
        { id: 11, type: 1, name: 'Guide', path: 'https://example.test/guide' },
        { id: 12, type: 2, name: 'Checklist', path: '0b6c3d3e-1f2a-4b5c-8d9e-0f1a2b3c4d5e.pdf' },
        { type: 2, name: 'New', path: '' },
      ],
      assets_remove: [13],
    });
    expect([...uploads]).toEqual([[2, chosen]]);
  });
});
