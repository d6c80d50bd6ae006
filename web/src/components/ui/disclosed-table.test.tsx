// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DisclosedTable } from './disclosed-table';

afterEach(cleanup);

describe('a disclosed table', () => {
  it('draws no table until opened, then its rows named by their first cell and its total', async () => {
    render(
      <DisclosedTable
        summary="Sales by month as a table"
        caption="Sales by month"
        columns={['Month', 'Sales', 'Amount']}
        rows={[
          { key: '2026-10', cells: ['October 2026', 2, '$3,000.00'] },
          { key: '2026-11', cells: ['November 2026', 3, '$4,500.00'] },
        ]}
        footer={['Total', 5, '$7,500.00']}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByText('Sales by month as a table'));
    const table = await screen.findByRole('table', { name: 'Sales by month' });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['October 2026', 'November 2026', 'Total']);
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['October 20262$3,000.00', 'November 20263$4,500.00']);
    expect(table.querySelector('tfoot')?.textContent).toBe('Total5$7,500.00');
  });

  it('says what it holds without rows', async () => {
    render(
      <DisclosedTable
        summary="This month by product"
        caption="This month by product"
        columns={['Product', 'Sales', 'Amount']}
        rows={[]}
        empty="No sales this month yet."
      />,
    );
    await userEvent.click(screen.getByText('This month by product'));
    expect((await screen.findByRole('table', { name: 'This month by product' })).textContent).toContain('No sales this month yet.');
  });
});
