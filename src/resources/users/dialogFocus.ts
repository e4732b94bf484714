/**
 * Dialog slot props that move focus into the dialog once it has opened: to the first element marked
 * data-autofocus, else the first field. MUI's focus trap focuses the dialog itself on open, which
 * can win over a child's autoFocus, so the move waits for the opening transition to end.
 */
export function focusOnOpen(selector = '[data-autofocus], input:not([type=hidden]), textarea, select') {
  return {
    transition: {
      onEntered: (node: HTMLElement) => node.querySelector<HTMLElement>(selector)?.focus(),
    },
  };
}
