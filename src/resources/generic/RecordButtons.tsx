import Edit from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { LinkBase, TopToolbar, useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * Buttons of a record's toolbar that keep their words at every width. react-admin's buttons drop
 * their label below `sm`, and a phone then showed a row of bare, look-alike icons (and nothing at
 * all for an action without an icon); here the toolbar wraps instead.
 */
export function RecordToolbar({ children }: { readonly children: ReactNode }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>{children}</TopToolbar>
  );
}

type LabelledButtonProps = Omit<ButtonProps, 'children'> & {
  /** An i18n key or the words themselves. */
  readonly label: string;
  readonly icon?: ReactNode;
};

/** A small text button with its label always shown (react-admin's Button shows only its icon on phones). */
export function LabelledButton({ label, icon, ...rest }: LabelledButtonProps) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} {...rest}>
      {translate(label, { _: label })}
    </Button>
  );
}

/**
 * A link to another screen, as a labelled button. `state` travels with the navigation (a new record's
 * values); by default it asks for the top of the page, as react-admin's own links do.
 */
export function LabelledLinkButton({
  to,
  label,
  icon,
  state = { _scrollToTop: true },
}: {
  readonly to: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly state?: Readonly<Record<string, unknown>>;
}) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} component={LinkBase} to={to} state={state}>
      {translate(label, { _: label })}
    </Button>
  );
}

/** Back to the resource's list (react-admin's ListButton, labelled at every width). */
export function BackToListButton() {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!resource) return null;
  return <LabelledLinkButton to={createPath({ resource, type: 'list' })} label="ra.action.list" icon={<ListIcon />} />;
}

/** The record's edit form (react-admin's EditButton, labelled at every width). */
export function EditRecordButton() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!resource || !record) return null;
  return (
    <LabelledLinkButton
      to={createPath({ resource, id: record.id, type: 'edit' })}
      label="ra.action.edit"
      icon={<Edit />}
    />
  );
}
