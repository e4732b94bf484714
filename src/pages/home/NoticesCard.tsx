import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PushPinIcon from '@mui/icons-material/PushPin';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RichTextField, useTranslate } from 'react-admin';
import { formatDate } from '../../schema/display';
import { rows, useApiData, type Row } from './useApiData';

/** A notice as GET /api/messaging/notices/mine answers it (body cleaned by the server). */
interface Notice {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly starts_on: string;
  readonly expires_on: string;
  readonly pinned: boolean;
  readonly posted_by: string | null;
}

const asNotice = (row: Row): Notice => ({
  id: Number(row.id),
  title: String(row.title ?? ''),
  body: String(row.body ?? ''),
  starts_on: String(row.starts_on ?? ''),
  expires_on: String(row.expires_on ?? ''),
  pinned: row.pinned === true,
  posted_by: typeof row.posted_by === 'string' ? row.posted_by : null,
});

/** Stable for useApiData: the answer's rows as notices. */
const pickNotices = (json: unknown): Notice[] => rows(json).map(asNotice);

/**
 * Home's notice board: the notices in force today meant for the user (the server decides which),
 * pinned first. Each is a heading with its dates that opens to its text (an accordion: Tab to it,
 * Enter or Space to open); pinned notices start open. Nothing at all when there are none.
 */
export function NoticesCard() {
  const translate = useTranslate();
  const titleId = useId();
  const { data: notices } = useApiData('/messaging/notices/mine', pickNotices, []);
  if (notices.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="notices-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {translate('shule.notices_screen.card_title')}
        </Typography>
        <Box>
          {notices.map((notice) => (
            <Accordion key={notice.id} defaultExpanded={notice.pinned} disableGutters variant="outlined">
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`notice-${notice.id}-body`}
                id={`notice-${notice.id}-title`}
              >
                <Stack sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {notice.title}
                    </Typography>
                    {notice.pinned && (
                      <Chip
                        size="small"
                        color="primary"
                        variant="outlined"
                        icon={<PushPinIcon fontSize="small" />}
                        label={translate('shule.notices_screen.pinned')}
                      />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {translate('shule.notices_screen.shown', {
                      from: formatDate(notice.starts_on),
                      to: formatDate(notice.expires_on),
                    })}
                    {notice.posted_by
                      ? ` · ${translate('shule.notices_screen.posted_by', { name: notice.posted_by })}`
                      : ''}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails
                id={`notice-${notice.id}-body`}
                role="region"
                aria-labelledby={`notice-${notice.id}-title`}
                sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& p:first-of-type': { mt: 0 } }}
              >
                <RichTextField record={notice} source="body" />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
