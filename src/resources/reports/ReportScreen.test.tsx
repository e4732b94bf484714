// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import type { ExportParams } from '../../providers/dataProvider';
import { choice, date, defineReport, money, number, text, type AnyReport } from '../../schema/registry';
import { ReportScreen } from './ReportScreen';

const desks = defineReport({
  name: 'test_desks',
  path: '/library/reports/test-desks',
  label: 'Loans per desk',
  module: 'library',
  roles: ['ROLE_View_Only'],
  filters: { kind: choice('Kind of loan', ['short', 'long']), from: date('Issued from') },
  columns: {
    desk: text('Desk'),
    kind: choice('Kind', ['short', 'long']),
    loans: number('Loans', { integer: true }),
    fines: money('Fines'),
  },
  sort: { field: 'desk', order: 'ASC' },
  chart: { kind: 'bar', x: 'desk', series: ['loans'] },
  query: ({ db }) => db.selectFrom('desks').selectAll(),
}) as unknown as AnyReport;

const row = (i: number) => ({ id: i, desk: `Desk ${i}`, kind: 'short', loans: i * 2, fines: 12_550 });

beforeAll(() => {
  // jsdom has no layout: the chart measures its box with ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  // The list keeps its sort and page in the URL: each test starts from the declared ones.
  window.history.replaceState(null, '', '/');
});

// The chart's axis names the categories too, so rows are looked for in the table.
const findCell = (text: string) => waitFor(() => within(screen.getByRole('table')).getByText(text));

function renderReport(total: number) {
  const getList = vi.fn((_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const first = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, i) => row(first + i + 1));
    return Promise.resolve({ data, total });
  });
  const exportList = vi.fn((_resource: string, _params: ExportParams) => Promise.resolve({ filename: 'x.csv' }));
  const dataProvider = { ...testDataProvider({ getList } as never), exportList };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <ReportScreen report={desks} />
    </AdminContext>,
  );
  return { getList, exportList };
}

describe('the generic report screen', () => {
  it('asks /api/reports/{name} for the first page in the declared order and shows the columns by kind', async () => {
    const { getList } = renderReport(3);
    await findCell('Desk 3');
    expect(getList).toHaveBeenCalledWith(
      'reports/test_desks',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'desk', order: 'ASC' },
        filter: {},
      }),
    );
    const table = screen.getByRole('table');
    for (const heading of ['Desk', 'Kind', 'Loans', 'Fines']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(heading) })).toBeTruthy();
    }
    // Money in shillings from cents, choices by their label: the resources' displays.
    expect(within(table).getAllByText(/125\.50/).length).toBe(3);
    expect(within(table).getAllByText('Short').length).toBe(3);
  });

  it('sorts on the server when a column heading is clicked', async () => {
    const { getList } = renderReport(3);
    await findCell('Desk 3');
    fireEvent.click(within(screen.getByRole('table')).getByText('Loans'));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'reports/test_desks',
        expect.objectContaining({ sort: { field: 'loans', order: 'ASC' } }),
      ),
    );
  });

  it('shows its declared filters, labelled, with no search box', async () => {
    renderReport(3);
    await findCell('Desk 3');
    expect(screen.getByLabelText('Kind of loan')).toBeTruthy();
    expect(screen.getByLabelText('Issued from from')).toBeTruthy();
    expect(screen.queryByPlaceholderText(/search/i)).toBeNull();
  });

  it('exports the filtered report through /api/reports/{name}/export', async () => {
    const { exportList } = renderReport(3);
    await findCell('Desk 3');
    fireEvent.click(screen.getByRole('button', { name: /export/i }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /xlsx/i }));
    await waitFor(() =>
      expect(exportList).toHaveBeenCalledWith('reports/test_desks', {
        filter: {},
        sort: { field: 'desk', order: 'ASC' },
        format: 'xlsx',
      }),
    );
  });

  it('draws its chart, named, over the page when every row is on it', async () => {
    const { getList } = renderReport(3);
    await findCell('Desk 3');
    const figure = screen.getByRole('figure', { name: 'Loans by Desk' });
    expect(figure.getAttribute('data-chart')).toBe('bar');
    // Its categories are the rows' desks, its series labelled by the column's heading.
    expect(within(figure).getByText('Desk 2')).toBeTruthy();
    expect(within(figure).getAllByText('Loans').length).toBeGreaterThan(0);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('fetches every row for the chart when more than a page but at most 200 match', async () => {
    const { getList } = renderReport(60);
    await findCell('Desk 25');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'reports/test_desks',
        expect.objectContaining({ pagination: { page: 1, perPage: 200 } }),
      ),
    );
  });

  it('charts only the page shown when more than 200 rows match', async () => {
    const { getList } = renderReport(500);
    await findCell('Desk 25');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getList.mock.calls.every(([, params]) => params.pagination?.perPage === 25)).toBe(true);
  });
});
