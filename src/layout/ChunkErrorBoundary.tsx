import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useShellTranslate } from '../providers/i18nProvider';

function FailureMessage({ chunk }: { chunk: boolean }) {
  const translate = useShellTranslate();
  return (
    <Box role="alert" sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            {translate('shule.chunk.reload')}
          </Button>
        }
      >
        <AlertTitle>{translate(chunk ? 'shule.chunk.title' : 'ra.page.error')}</AlertTitle>
        {translate(chunk ? 'shule.chunk.message' : 'ra.message.error')}
      </Alert>
    </Box>
  );
}

interface Props {
  readonly children: ReactNode;
}
interface State {
  readonly error: Error | null;
}

/**
 * A screen that fails to load (ChunkLoadError, spec.md section 8) or to render shows a message and
 * a reload button, never a blank page. Mounted with the location as key, so moving on resets it.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <FailureMessage chunk={error.name === 'ChunkLoadError'} />;
  }
}
