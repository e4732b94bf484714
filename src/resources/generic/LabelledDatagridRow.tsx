import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Children, forwardRef, isValidElement, memo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import {
  DatagridCell,
  DatagridClasses,
  type Identifier,
  LinkBase,
  type RaRecord,
  useCreatePath,
  useNavigate,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type AnyResource, represent } from '../../schema/registry';

export interface LabelledDatagridRowProps {
  readonly declaration: AnyResource;
  readonly children?: ReactNode;
  readonly className?: string;
  readonly hasBulkActions?: boolean;
  readonly id?: Identifier;
  readonly onToggleItem?: (id: Identifier, event: MouseEvent) => void;
  readonly record?: RaRecord;
  readonly resource?: string;
  readonly selected?: boolean;
  readonly selectable?: boolean;
  readonly style?: object;
}

type FieldElement = ReactElement<{ source?: string }>;

const OWN_LINK_KINDS = new Set(['reference', 'references', 'email', 'file', 'image']);

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A list row a keyboard user can use: its checkbox is named after the record ("Select Wanjiru
 * Otieno (ADM/2024/0015)") on the input itself, where react-admin's row put an unnamed input inside a
 * span carrying the name; its first cell is a link to the record, so Tab reaches it and Enter opens it.
 * A click anywhere else on the row still opens the record, as before.
 */
const LabelledDatagridRow = forwardRef<HTMLTableRowElement, LabelledDatagridRowProps>(function LabelledDatagridRow(
  {
    declaration,
    children,
    className,
    hasBulkActions = false,
    id,
    onToggleItem,
    selected = false,
    selectable = true,
    style,
    ...rest
  },
  ref,
) {
  const translate = useTranslate();
  const record = useRecordContext(rest);
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!record || id === undefined) return null;
  const name = represent(declaration, record);
  const showPath = createPath({ resource: declaration.name, id: record.id, type: 'show' });
  const cells = Children.toArray(children).filter(isValidElement) as FieldElement[];
  // The first column that is not a link of its own (a reference, an e-mail) opens the record: a link
  // inside a link is neither valid nor usable.
  const linkIndex = cells.findIndex(
    (cell) => !OWN_LINK_KINDS.has(declaration.fields[cell.props.source ?? '']?.kind ?? 'text'),
  );
  return (
    <TableRow
      ref={ref}
      hover
      style={style}
      className={`${className ?? ''} ${DatagridClasses.clickableRow} ${selectable ? DatagridClasses.selectable : ''}`}
      onClick={() => navigate(showPath, { state: { _scrollToTop: true } })}
    >
      {hasBulkActions ? (
        <TableCell padding="checkbox">
          <Checkbox
            color="primary"
            className={`select-item ${DatagridClasses.checkbox}`}
            checked={selectable && selected}
            disabled={!selectable}
            onClick={(event) => {
              event.stopPropagation();
              if (selectable) onToggleItem?.(id, event);
            }}
            slotProps={{ input: { 'aria-label': translate('shule.list.select_row', { name }) } }}
          />
        </TableCell>
      ) : null}
      {cells.map((field, index) => {
        const cell = (
          <DatagridCell
            key={`${String(id)}-${field.props.source ?? index}`}
            className={`column-${field.props.source ?? ''} ${DatagridClasses.rowCell}`}
            record={record}
            resource={declaration.name}
            field={field}
          />
        );
        if (index !== linkIndex) return cell;
        // This column is the record's way in for the keyboard.
        return (
          <TableCell key={`${String(id)}-open`} className={`column-${field.props.source ?? ''}`} sx={{ p: 0 }}>
            <LinkBase
              to={showPath}
              // An empty first cell still leaves a link that says where it goes.
              aria-label={isEmpty(record[field.props.source ?? '']) ? name : undefined}
              onClick={(event: MouseEvent) => event.stopPropagation()}
              style={{ color: 'inherit', display: 'block', padding: '6px 16px' }}
            >
              {field}
            </LinkBase>
          </TableCell>
        );
      })}
    </TableRow>
  );
});

export const PureLabelledDatagridRow = memo(LabelledDatagridRow);
