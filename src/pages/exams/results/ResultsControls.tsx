import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { ALL, type ResultsQuery } from './api';
import { T } from './MeritTable';

/** Exams whose results can be read: published ones, and closed ones the exams office previews. */
export const READABLE = new Set(['closed', 'published']);

export function useReadableExams(): { exams: RaRecord[]; loading: boolean } {
  const { data = [], isPending } = useGetList('exams', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  return { exams: data.filter((e) => READABLE.has(String(e.status))), loading: isPending };
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Exam, class, stream and the earlier exam to compare with; each a labelled select. */
export function ResultsControls({
  query,
  change,
  exams,
  fields,
}: {
  readonly query: ResultsQuery;
  readonly change: (next: Partial<ResultsQuery>) => void;
  readonly exams: readonly RaRecord[];
  readonly fields: Readonly<Record<string, string>>;
}) {
  const translate = useTranslate();
  const exam = exams.find((e) => String(e.id) === query.exam);
  const { data: classes = [] } = useGetList('classes', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'level', order: 'ASC' },
  });
  const { data: streams = [] } = useGetList(
    'streams',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { class_id: query.class } },
    { enabled: Boolean(query.class) && query.class !== ALL },
  );
  const sitting = new Set(idsOf(exam?.classes));
  const offered = classes.filter((c) => sitting.size === 0 || sitting.has(String(c.id)));
  // A merit list is a class's: the first class sitting the exam until another (or all) is chosen.
  const first = offered[0]?.id;
  useEffect(() => {
    if (exam && !query.class && first !== undefined) change({ class: String(first) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exam, query.class, first]);
  const oneClass = Boolean(query.class) && query.class !== ALL;
  const status = (e: RaRecord) =>
    e.status === 'published' ? '' : ` (${translate(`${T}.status.${String(e.status)}`, { _: String(e.status) })})`;
  const select = {
    size: 'small' as const,
    sx: { minWidth: 200 },
    slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        {...select}
        id="results-exam"
        label={translate(`${T}.exam`)}
        value={exam ? query.exam : ''}
        onChange={(e) => change({ exam: e.target.value, compare: '', class: '', stream: '' })}
        sx={{ minWidth: 260 }}
      >
        {exams.map((e) => (
          <MenuItem key={String(e.id)} value={String(e.id)}>
            {`${String(e.name)}${status(e)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        {...select}
        id="results-class"
        label={translate(`${T}.class`)}
        value={query.class || ALL}
        onChange={(e) => change({ class: e.target.value, stream: '' })}
        error={Boolean(fields.class_id)}
        helperText={fields.class_id}
      >
        <MenuItem value={ALL}>{translate(`${T}.all_classes`)}</MenuItem>
        {offered.map((c) => (
          <MenuItem key={String(c.id)} value={String(c.id)}>
            {String(c.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        {...select}
        id="results-stream"
        label={translate(`${T}.stream`)}
        value={oneClass ? query.stream : ''}
        disabled={!oneClass}
        onChange={(e) => change({ stream: e.target.value })}
        error={Boolean(fields.stream_id)}
        helperText={fields.stream_id}
      >
        <MenuItem value="">{translate(`${T}.all_streams`)}</MenuItem>
        {streams.map((s) => (
          <MenuItem key={String(s.id)} value={String(s.id)}>
            {String(s.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        {...select}
        id="results-compare"
        label={translate(`${T}.compare`)}
        value={query.compare}
        onChange={(e) => change({ compare: e.target.value })}
        error={Boolean(fields.compare_exam_id)}
        helperText={fields.compare_exam_id}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{translate(`${T}.no_compare`)}</MenuItem>
        {exams
          .filter((e) => String(e.id) !== query.exam)
          .map((e) => (
            <MenuItem key={String(e.id)} value={String(e.id)}>
              {`${String(e.name)}${status(e)}`}
            </MenuItem>
          ))}
      </TextField>
    </Box>
  );
}
