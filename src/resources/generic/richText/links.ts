import { isAllowedLink } from './safeSources';

/**
 * What the link button makes of what was typed: an address without a scheme that looks like a
 * web address (demohigh.ac.ke/fees) becomes https://, an e-mail address mailto:, a phone number
 * tel:; anything else is judged as typed, and refused unless http, https, mailto or tel.
 */
export function linkFromTyped(typed: string): { readonly href: string } | { readonly refused: true } | null {
  const value = typed.trim();
  if (value === '') return null;
  let href = value;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) href = `mailto:${value}`;
    else if (/^\+?[\d ()-]{7,}$/.test(value)) href = `tel:${value.replace(/[\s()-]/g, '')}`;
    else if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(value)) href = `https://${value}`;
  }
  return isAllowedLink(href) ? { href } : { refused: true };
}
