import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export interface ClassRef {
  readonly id: number;
  readonly name: string;
}

/** The server's plan (server/modules/admissions/promotion-plan.ts): moves per class and the skipped. */
export interface PromotionPreview {
  readonly moves: readonly { readonly from: ClassRef; readonly to: ClassRef | null; readonly count: number }[];
  readonly skipped: readonly { readonly id: number; readonly name: string; readonly status: string }[];
}

/** "Form 4 → Alumni" in the user's language: graduation is the alumni status, not a class. */
export function useMoveLabel() {
  const translate = useTranslate();
  return (move: PromotionPreview['moves'][number]) =>
    translate('shule.promotion.move', {
      from: move.from.name,
      to: move.to?.name ?? translate('resources.students.choices.status.alumni', { _: 'Alumni' }),
    });
}

/** What the confirmation shows before anything is written: each source class → destination with its count, and who stays. */
export function PromotionPlan({ plan }: { plan: PromotionPreview }) {
  const translate = useTranslate();
  const moveLabel = useMoveLabel();
  const movesId = useId();
  const skippedId = useId();
  return (
    <>
      {plan.moves.length === 0 ? (
        <Alert severity="warning">{translate('shule.promotion.nobody')}</Alert>
      ) : (
        <>
          <Typography id={movesId} variant="subtitle2" component="h3">
            {translate('shule.promotion.moves')}
          </Typography>
          <List dense aria-labelledby={movesId}>
            {plan.moves.map((move) => (
              <ListItem key={`${move.from.id}-${move.to?.id ?? 'alumni'}`} disableGutters>
                <ListItemText
                  primary={moveLabel(move)}
                  secondary={translate('shule.promotion.count', { smart_count: move.count })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {plan.skipped.length > 0 && (
        <>
          <Typography id={skippedId} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {translate('shule.promotion.skipped')}
          </Typography>
          <List dense aria-labelledby={skippedId}>
            {plan.skipped.map((student) => (
              <ListItem key={student.id} disableGutters>
                <ListItemText
                  primary={translate('shule.promotion.skipped_one', {
                    name: student.name,
                    status: translate(`resources.students.choices.status.${student.status}`, { _: student.status }),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
