import Box from '@mui/material/Box';
import type { ClipboardEvent, KeyboardEvent } from 'react';

/** One cell of the mark grid: a plain input (60 students × 3 papers stay light), its message under it. */
export function MarkCellInput({
  id,
  value,
  label,
  error,
  readOnly,
  inputRef,
  onChange,
  onKeyDown,
  onPaste,
}: {
  readonly id: string;
  readonly value: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly readOnly: boolean;
  readonly inputRef: (element: HTMLInputElement | null) => void;
  readonly onChange: (value: string) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <Box
        component="input"
        id={id}
        ref={inputRef}
        value={value}
        readOnly={readOnly}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // Focus selects the whole cell, so typing replaces it as in a spreadsheet.
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        sx={{
          width: '5.5em',
          p: '4px 6px',
          font: 'inherit',
          textAlign: 'right',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderWidth: error ? 2 : 1,
          borderRadius: 1,
          bgcolor: readOnly ? 'action.hover' : 'background.paper',
          color: 'text.primary',
          '&:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      />
      {error && (
        <Box id={`${id}-error`} sx={{ color: 'error.main', fontSize: '0.75rem', maxWidth: '12em', mt: 0.5 }}>
          {error}
        </Box>
      )}
    </>
  );
}
