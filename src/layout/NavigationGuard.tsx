import { useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type Location } from 'react-router-dom';
import { decideNavigation, type NavigationDecision } from '../providers/guard';
import { getRoles, isAuthenticated } from '../providers/session';
import { isSuperAuthenticated } from '../providers/superSession';
import { showAccessDenied } from './accessDenied';

const decide = (pathname: string): NavigationDecision =>
  decideNavigation({
    path: pathname,
    authenticated: isAuthenticated(),
    roles: getRoles(),
    superAuthenticated: isSuperAuthenticated(),
  });

const href = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * The route guard. In-app navigation to a refused path is blocked before it happens (the user stays
 * where they were and sees the modal); a refused deep link or reload is sent back to the last
 * allowed place, or /home; a signed-out visitor of a private path is sent to `/`.
 * Returns whether the current location may render, so nothing refused mounts, even for a frame.
 */
export function useNavigationGuard(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const lastAllowed = useRef<string | null>(null);

  const blocker = useBlocker(({ nextLocation }) => decide(nextLocation.pathname) === 'denied');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    showAccessDenied(blocker.location.pathname);
    blocker.reset();
  }, [blocker]);

  const decision = decide(location.pathname);
  useEffect(() => {
    if (decision === 'allow') {
      lastAllowed.current = href(location);
    } else if (decision === 'login') {
      navigate('/', { replace: true });
    } else {
      showAccessDenied(location.pathname);
      const back = lastAllowed.current && lastAllowed.current !== href(location) ? lastAllowed.current : '/home';
      navigate(back, { replace: true });
    }
  }, [decision, location, navigate]);

  return decision === 'allow';
}
