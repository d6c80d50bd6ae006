import type { MemberRow, MemberRowPage } from '@portal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAllRepCenters } from './get-rep-centers';

const { getRolePage } = vi.hoisted(() => ({ getRolePage: vi.fn<(path: string, query: { cursor?: string }) => Promise<MemberRowPage>>() }));
vi.mock('../../../lib/role-lists', () => ({ getRolePage, networkKeys: { all: ['network'] } }));

const center = (id: number) => ({ id, company: `Center ${id}` }) as MemberRow;
const page = (ids: number[], count: number, next: string | null): MemberRowPage => ({ results: ids.map(center), count, page_size: 5, next_cursor: next });

describe('getAllRepCenters', () => {
  beforeEach(() => getRolePage.mockReset());

  it("follows the cursors through every page of the rep's centers", async () => {
    getRolePage.mockResolvedValueOnce(page([1, 2, 3, 4, 5], 7, 'c1')).mockResolvedValueOnce(page([6, 7], 7, null));
    expect((await getAllRepCenters(3)).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getRolePage.mock.calls.map(([path, query]) => [path, query])).toEqual([
      ['harvest-centers/sales-rep/3/', {}],
      ['harvest-centers/sales-rep/3/', { cursor: 'c1' }],
    ]);
  });

  it('stops once it has them all, even if the last full page still carries a cursor', async () => {
    getRolePage.mockResolvedValueOnce(page([1, 2, 3, 4, 5], 5, 'c1'));
    expect(await getAllRepCenters(3)).toHaveLength(5);
    expect(getRolePage).toHaveBeenCalledTimes(1);
  });

  it('stops at an empty page rather than asking forever', async () => {
    getRolePage.mockResolvedValueOnce(page([1], 9, 'c1')).mockResolvedValueOnce(page([], 9, 'c2'));
    expect(await getAllRepCenters(3)).toHaveLength(1);
    expect(getRolePage).toHaveBeenCalledTimes(2);
  });
});
