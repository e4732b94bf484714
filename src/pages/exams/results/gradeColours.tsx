import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';

/** The school's report colours (/reportcolours) by grade: lists and report forms colour grades alike. */
export function useGradeColours(): ReadonlyMap<string, string> {
  const { data = [] } = useGetList('report_colours', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'grade', order: 'ASC' },
  });
  return useMemo(() => new Map(data.map((r) => [String(r.grade), String(r.colour)])), [data]);
}

/** Relative luminance of #RRGGBB (WCAG 2). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white lettering, whichever reads better on the colour (so any school colour passes contrast). */
export const inkOn = (hex: string): string => {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
};

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A grade on its report colour; plain text when the school gave it none. */
export function GradeChip({
  grade,
  colours,
}: {
  readonly grade: string;
  readonly colours: ReadonlyMap<string, string>;
}) {
  const colour = colours.get(grade);
  if (!grade) return null;
  if (!colour || !HEX.test(colour)) return <Box component="span">{grade}</Box>;
  return (
    <Box
      component="span"
      data-grade={grade}
      sx={{
        display: 'inline-block',
        minWidth: '2.2em',
        px: 0.5,
        borderRadius: 1,
        textAlign: 'center',
        fontWeight: 600,
        bgcolor: colour,
        color: inkOn(colour),
      }}
    >
      {grade}
    </Box>
  );
}
