// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, nowSeconds } from '../test/jwt';
import { dataProvider, exportUrl } from './dataProvider';
import { filenameFrom } from './download';

describe('dataProvider', () => {
  const token = makeToken(nowSeconds() + 600);
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', token);
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [3, 4] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends updateMany to the bulk-update endpoint in one request', async () => {
    const answer = await dataProvider.updateMany('students', { ids: [3, 4], data: { status: 'left' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/students/bulk-update');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [3, 4], data: { status: 'left' } });
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(answer.data).toEqual([3, 4]);
  });

  it('sends deleteMany to the bulk-delete endpoint in one request', async () => {
    await dataProvider.deleteMany('classes', { ids: [3, 4] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/classes/bulk-delete');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ ids: [3, 4] });
  });

  it('reads lists with the simple-rest range and the Content-Range total', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 1 }]), { status: 200, headers: { 'Content-Range': 'students 0-0/57' } }),
    );
    const answer = await dataProvider.getList('students', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'last_name', order: 'ASC' },
      filter: { q: 'ann' },
    });
    const url = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/students');
    expect(url.searchParams.get('range')).toBe('[25,49]');
    expect(answer.total).toBe(57);
  });

  it('exports every matching row through the server export, with the bearer header', async () => {
    const click = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(click);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response('a,b\n1,2\n', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="students.csv"' },
      }),
    );
    const params = {
      filter: { status: 'active' },
      sort: { field: 'admission_no', order: 'ASC' as const },
      format: 'csv' as const,
    };
    const { filename } = await dataProvider.exportList('students', params);
    const url = new URL(fetchMock.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/api/students/export');
    expect(url.searchParams.get('format')).toBe('csv');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ status: 'active' });
    expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['admission_no', 'ASC']);
    expect(url.searchParams.has('range')).toBe(false);
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(filename).toBe('students.csv');
    expect(click).toHaveBeenCalled();
    expect(exportUrl('x', { ...params, format: 'xlsx' })).toContain('format=xlsx');
  });

  it('reads the file name the server gives', () => {
    expect(filenameFrom("attachment; filename*=UTF-8''wanafunzi%20A.xlsx", 'f')).toBe('wanafunzi A.xlsx');
    expect(filenameFrom(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
