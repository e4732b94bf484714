import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { getResource } from '../../schema/registry';
import { API_URL, httpClient } from '../../providers/httpClient';
import type { Option } from './WizardField';
import type { Values } from './registrationApi';

interface County {
  readonly code: number;
  readonly name: string;
}
interface Subcounty {
  readonly name: string;
}

const ALL = { pagination: { page: 1, perPage: 500 } } as const;

function useApiList<T>(url: string | null): T[] {
  const [rows, setRows] = useState<T[]>([]);
  useEffect(() => {
    if (!url) return setRows([]);
    let live = true;
    httpClient(url)
      .then(({ json }) => live && setRows(Array.isArray(json) ? (json as T[]) : []))
      // spec.md section 8: table fetch failures are only logged.
      .catch((error: unknown) => console.error(`GET ${url} failed`, error));
    return () => {
      live = false;
    };
  }, [url]);
  return rows;
}

const represent = (resource: string) => {
  const template = getResource(resource)?.represent ?? '{name}';
  return (row: Record<string, unknown>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(row[k] ?? ''));
};

/**
 * Choices of the wizard's reference fields: active classes, the chosen class's streams, hostels,
 * and counties and subcounties from /api/index/getcounty and getsubcounty?county=code.
 */
export function useWizardOptions(values: Values): Record<string, Option[]> {
  const classes = useGetList('classes', { ...ALL, filter: { active: true }, sort: { field: 'level', order: 'ASC' } });
  const streams = useGetList(
    'streams',
    { ...ALL, filter: { class_id: Number(values.class_id) }, sort: { field: 'name', order: 'ASC' } },
    { enabled: values.class_id !== '' && values.class_id !== undefined },
  );
  const hostels = useGetList('hostels', { ...ALL, sort: { field: 'name', order: 'ASC' } });
  const counties = useApiList<County>(`${API_URL}/index/getcounty`);
  const code = counties.find((c) => c.name === values.county)?.code;
  const subcounties = useApiList<Subcounty>(code ? `${API_URL}/index/getsubcounty?county=${code}` : null);
  const toOptions = (resource: string, rows: Record<string, unknown>[] | undefined): Option[] =>
    (rows ?? []).map((row) => ({ id: String(row.id), name: represent(resource)(row) }));
  return {
    class_id: toOptions('classes', classes.data),
    stream_id: values.class_id ? toOptions('streams', streams.data) : [],
    hostel_id: toOptions('hostels', hostels.data),
    county: counties.map((c) => ({ id: c.name, name: c.name })),
    subcounty: subcounties.map((s) => ({ id: s.name, name: s.name })),
  };
}
