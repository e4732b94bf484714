import { forwardRef, useCallback } from 'react';
import {
  reactRouterProvider,
  type RouterLinkProps,
  type RouterNavigateFunction,
  type RouterNavigateProps,
  type RouterProvider,
  type RouterTo,
} from 'ra-core';
import { toScreenPath } from './screenPaths';

/**
 * react-admin's router primitives with every target rewritten from API names to screen paths, so
 * its buttons, row clicks, redirects after save and reference links land on the spec's paths.
 */
export function rewriteTo(to: RouterTo): RouterTo {
  if (typeof to === 'string') return toScreenPath(to);
  return to.pathname ? { ...to, pathname: toScreenPath(to.pathname) } : to;
}

const BaseLink = reactRouterProvider.Link;
const BaseNavigate = reactRouterProvider.Navigate;

const Link = forwardRef<HTMLAnchorElement, RouterLinkProps>(function ScreenLink(props, ref) {
  return <BaseLink {...props} ref={ref} to={rewriteTo(props.to)} />;
});

function Navigate(props: RouterNavigateProps) {
  return <BaseNavigate {...props} to={rewriteTo(props.to)} />;
}

function useNavigate(): RouterNavigateFunction {
  const navigate = reactRouterProvider.useNavigate();
  return useCallback<RouterNavigateFunction>(
    (to, options) => (typeof to === 'number' ? navigate(to) : navigate(rewriteTo(to), options)),
    [navigate],
  );
}

export const screenRouterProvider: RouterProvider = { ...reactRouterProvider, Link, Navigate, useNavigate };
