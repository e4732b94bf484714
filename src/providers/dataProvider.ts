import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, DeleteManyParams, Identifier, SortPayload, UpdateManyParams } from 'ra-core';
import { filenameFrom, saveBlob } from './download';
import { API_URL, HttpError, authorisedFetch, httpClient, localiseError } from './httpClient';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportParams {
  readonly filter: Record<string, unknown>;
  readonly sort: SortPayload;
  readonly format: ExportFormat;
}

export interface ShuleDataProvider extends DataProvider {
  /** Downloads every matching row as the server renders it, not react-admin's first 1,000. */
  exportList: (resource: string, params: ExportParams) => Promise<{ filename: string }>;
}

const base = simpleRestProvider(API_URL, httpClient);

function idsOf(json: unknown): Identifier[] {
  if (json && typeof json === 'object' && 'data' in json && Array.isArray(json.data)) return json.data as Identifier[];
  return [];
}

export function exportUrl(resource: string, { filter, sort, format }: ExportParams): string {
  const query = new URLSearchParams({
    format,
    filter: JSON.stringify(filter),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  return `${API_URL}/${resource}/export?${query.toString()}`;
}

export const dataProvider: ShuleDataProvider = {
  ...base,
  // The API has real bulk endpoints, one transaction each, instead of simple-rest's N requests.
  updateMany: (resource: string, { ids, data }: UpdateManyParams) =>
    httpClient(`${API_URL}/${resource}/bulk-update`, { method: 'POST', body: JSON.stringify({ ids, data }) }).then(
      ({ json }) => ({ data: idsOf(json) }),
    ),
  deleteMany: (resource: string, { ids }: DeleteManyParams) =>
    httpClient(`${API_URL}/${resource}/bulk-delete`, { method: 'POST', body: JSON.stringify({ ids }) }).then(
      ({ json }) => ({ data: idsOf(json) }),
    ),
  exportList: async (resource, params) => {
    const response = await authorisedFetch(exportUrl(resource, params), { headers: { Accept: '*/*' } });
    if (!response.ok) {
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      throw localiseError(new HttpError(`Export failed (${response.status})`, response.status, body));
    }
    const filename = filenameFrom(response.headers.get('Content-Disposition'), `${resource}.${params.format}`);
    saveBlob(await response.blob(), filename);
    return { filename };
  },
};
