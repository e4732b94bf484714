import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * Backdrops left behind by a dialog that never closed properly. A MUI backdrop inside its modal
 * root belongs to React and goes away with it; only orphans hanging straight off <body> are removed.
 */
export function removeLeftoverBackdrops(): void {
  for (const element of document.querySelectorAll('.modal-backdrop')) element.remove();
  for (const element of document.querySelectorAll<HTMLElement>('body > .MuiBackdrop-root')) element.remove();
  document.body.classList.remove('modal-open');
  if (!document.querySelector('.MuiModal-root:not(.MuiModal-hidden)')) {
    document.body.style.removeProperty('overflow');
    document.body.style.removeProperty('padding-right');
  }
}

/**
 * spec.md section 2: on each navigation scroll smoothly to the hash target, else the main content,
 * else the saved position; and remove a leftover modal backdrop.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef(location.key);

  useEffect(() => {
    const remember = () => positions.set(previousKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useEffect(() => {
    previousKey.current = location.key;
    removeLeftoverBackdrops();
    // Let the new screen render before looking for its elements.
    const frame = requestAnimationFrame(() => {
      const hashTarget = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      const main = document.getElementById('main-content');
      if (hashTarget) {
        hashTarget.scrollIntoView({ behavior: 'smooth' });
      } else if (main && navigationType !== 'POP') {
        main.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } else {
        window.scrollTo({ top: positions.get(location.key) ?? 0, behavior: 'smooth' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);

  return null;
}
