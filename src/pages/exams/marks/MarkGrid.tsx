import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { HttpError } from '../../../providers/httpClient';
import type { MarkSheet } from '../../../schema/exams-marks-api';
import { type SheetChoice, saveSheet } from './api';
import { cellOf, changedRows, moveFor, pasteBlock, rowResult, textsOf } from './grid-model';
import { MarkCellInput } from './MarkCellInput';
import { T } from './ProgressChip';
import { UnsavedGuard } from './UnsavedGuard';

const cellKey = (row: number, col: number) => `${row}/${col}`;

/**
 * The mark grid: students down, the subject's papers across, each row's subject score and grade
 * as results will compute them. Spreadsheet keys (arrows, Enter down, Tab across, typing
 * replaces), a block pasted from a spreadsheet, a wrong cell marked at once with its message;
 * Save (or Ctrl+S) sends the changed rows, and leaving with unsaved marks asks first.
 */
export function MarkGrid({
  sheet,
  choice,
  onSaved,
}: {
  sheet: MarkSheet;
  choice: SheetChoice;
  onSaved: (s: MarkSheet) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState(() => textsOf(sheet));
  const [texts, setTexts] = useState(loaded);
  const [serverErrors, setServerErrors] = useState<Record<string, { text: string; message: string }>>({});
  const [saving, setSaving] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[][]>([]);
  const cols = sheet.papers.length;
  const readOnly = !sheet.editable;

  const errorOf = (row: number, col: number): string | undefined => {
    const cell = cellOf(sheet, texts, row, col);
    if (cell.kind === 'error')
      return translate(`shule.exams.marks.${cell.code}`, { mark: texts[row][col], out_of: sheet.papers[col].out_of });
    const server = serverErrors[cellKey(row, col)];
    return server && server.text === texts[row][col] ? server.message : undefined;
  };
  const changed = useMemo(() => changedRows(sheet, loaded, texts), [sheet, loaded, texts]);
  const invalid = texts
    .flatMap((r, row) => r.map((_, col) => cellOf(sheet, texts, row, col).kind === 'error'))
    .filter(Boolean).length;

  const focus = (row: number, col: number) => {
    const input = inputs.current[row]?.[col];
    input?.focus();
    input?.select();
  };
  const setCell = (row: number, col: number, value: string) =>
    setTexts((t) => t.map((r, i) => (i === row ? r.map((v, j) => (j === col ? value : v)) : r)));

  const save = async () => {
    if (invalid > 0) {
      notify(translate(`${T}.fix_first`, { smart_count: invalid }), { type: 'warning' });
      const first = texts
        .flatMap((r, row) => r.map((_, col) => [row, col]))
        .find(([row, col]) => cellOf(sheet, texts, row, col).kind === 'error');
      if (first) focus(first[0], first[1]);
      return;
    }
    if (changed.length === 0) {
      notify(translate(`${T}.nothing_to_save`), { type: 'info' });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveSheet(choice, changed);
      const fresh = textsOf(answer.sheet);
      setLoaded(fresh);
      setTexts(fresh);
      setServerErrors({});
      onSaved(answer.sheet);
      notify(translate(`${T}.saved`, { created: answer.created, updated: answer.updated, deleted: answer.deleted }), {
        type: 'success',
      });
    } catch (error) {
      setServerErrors(cellErrors(error, sheet, changed, texts));
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (row: number, col: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
      return;
    }
    const to = moveFor(event.key, event.shiftKey, row, col, sheet.students.length, cols);
    if (!to) return;
    event.preventDefault();
    focus(to.row, to.col);
  };

  return (
    <Box>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${T}.read_only`, {
            status: translate(`resources.exams.choices.status.${sheet.exam.status}`).toLowerCase(),
          })}
        </Alert>
      )}
      {!readOnly && (
        <Typography variant="body2" id="grid-help" sx={{ mb: 1 }}>
          {translate(`${T}.keys_help`)}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="grid-title" aria-describedby={readOnly ? undefined : 'grid-help'}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.adm_no`)}</TableCell>
              <TableCell>{translate(`${T}.name`)}</TableCell>
              {sheet.papers.map((p) => (
                <TableCell key={p.paper} align="right">
                  {translate(`${T}.paper_out_of`, { paper: p.paper, out_of: p.out_of })}
                </TableCell>
              ))}
              <TableCell align="right">{translate(`${T}.score`)}</TableCell>
              <TableCell>{translate(`${T}.grade`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.students.map((student, row) => {
              const result = rowResult(sheet, texts, row, sheet.bands);
              return (
                <TableRow key={student.id}>
                  <TableCell>{student.admission_no}</TableCell>
                  <TableCell>
                    {student.name}
                    {!student.expected && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {translate(`${T}.not_expected`)}
                      </Typography>
                    )}
                  </TableCell>
                  {sheet.papers.map((p, col) => (
                    <TableCell key={p.paper} align="right" sx={{ verticalAlign: 'top' }}>
                      <MarkCellInput
                        id={`mark-${row}-${col}`}
                        value={texts[row][col]}
                        label={translate(`${T}.paper_cell`, {
                          paper: p.paper,
                          out_of: p.out_of,
                          name: student.name,
                          adm: student.admission_no,
                        })}
                        error={errorOf(row, col)}
                        readOnly={readOnly}
                        inputRef={(el) => {
                          (inputs.current[row] ??= [])[col] = el;
                        }}
                        onChange={(value) => setCell(row, col, value)}
                        onKeyDown={onKeyDown(row, col)}
                        onPaste={(event) => {
                          const text = event.clipboardData.getData('text/plain');
                          if (readOnly || !/[\t\n]/.test(text)) return;
                          event.preventDefault();
                          setTexts((t) => pasteBlock(t, row, col, text));
                        }}
                      />
                    </TableCell>
                  ))}
                  <TableCell align="right">
                    {result.score === 'absent' ? 'X' : result.score === undefined ? '–' : result.score}
                  </TableCell>
                  <TableCell>{result.grade ?? '–'}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {translate(saving ? `${T}.saving` : `${T}.save`)}
          </Button>
          <Typography role="status" variant="body2">
            {changed.length > 0 ? translate(`${T}.unsaved`, { smart_count: changed.length }) : ''}
          </Typography>
        </Box>
      )}
      <UnsavedGuard dirty={changed.length > 0} />
    </Box>
  );
}

/** The server's per-cell refusals (`rows.<i>.marks.<paper>`), placed back on the grid's cells. */
function cellErrors(
  error: unknown,
  sheet: MarkSheet,
  sent: readonly { student_id: number }[],
  texts: readonly (readonly string[])[],
): Record<string, { text: string; message: string }> {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, string> } | null)?.errors ?? {};
  const out: Record<string, { text: string; message: string }> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^rows\.(\d+)\.marks\.(\d+)$/.exec(field);
    if (!match) continue;
    const row = sheet.students.findIndex((s) => s.id === sent[Number(match[1])]?.student_id);
    const col = sheet.papers.findIndex((p) => String(p.paper) === match[2]);
    if (row >= 0 && col >= 0) out[cellKey(row, col)] = { text: texts[row][col], message };
  }
  return out;
}
