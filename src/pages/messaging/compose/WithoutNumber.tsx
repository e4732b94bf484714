import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

const T = 'shule.compose_screen.preview';

/** The people of the audience who cannot be texted (no usable number), folded: a class may have many. */
export function WithoutNumber({ names }: { readonly names: readonly string[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (names.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ textAlign: 'left', px: 0.5 }}
      >
        {translate(`${T}.without_number`, { smart_count: names.length })}
      </Button>
      <Collapse in={open}>
        <Box component="ul" id={listId} sx={{ m: 0, pl: 3, typography: 'body2' }}>
          {names.map((name, i) => (
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
