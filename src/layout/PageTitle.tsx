import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * The page heading: react-admin's <Title> portals each screen's title into #react-admin-title. The
 * browser tab follows it, so screen readers and history entries name the page too.
 */
export function PageTitle() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    const sync = () => {
      const text = element.textContent?.trim();
      document.title = text ? `${text} · Shule` : 'Shule';
    };
    const observer = new MutationObserver(sync);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    sync();
    return () => observer.disconnect();
  }, []);
  return (
    <Typography ref={heading} id="react-admin-title" component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }} />
  );
}
