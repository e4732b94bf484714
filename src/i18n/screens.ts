import type { Messages } from './registryMessages';

/**
 * Texts of the generic screens every declaration gets (child rows, workflow actions, reports) and
 * of the rich-text editor's toolbar; their Swahili is sw/screens.ts.
 */
export const SCREENS_EN: Messages = {
  shule: {
    rows: {
      row: '%{name} %{n}',
      add: 'Add %{name}',
      remove: 'Remove %{name}',
      count: '%{count} of %{max}',
      none: 'None yet',
    },
    delete_refused: {
      title: 'Cannot delete',
      holders: 'Records that refer to it',
      more: '%{smart_count} more',
    },
    workflow: {
      locked: 'This record is final: it changes only through its actions.',
      done: '%{action}: done',
    },
    list_actions: {
      button: 'Actions',
      filter_by: 'Filter by %{field}',
      hide_filter: 'Stop filtering by %{field}',
      export_csv: 'Export a CSV file',
      export_xlsx: 'Export an Excel workbook (XLSX)',
      select_records: 'Select records',
      select_page: 'Select all on this page',
      done: 'Done',
      cancel_selection: 'Cancel selection',
      selected: '%{smart_count} selected',
      selection_toolbar: 'Actions on the selected records',
    },
    reports: { no_rows: 'No rows to show', chart_title: '%{series} by %{category}' },
    notify: {
      saved: '%{record} saved',
      created: '%{record} created',
      deleted: '%{record} deleted',
      updated_many: '%{smart_count} %{names} updated',
      deleted_many: '%{smart_count} %{names} deleted',
      undo: 'Undo',
      undone: 'Change undone: %{record}',
      undone_many: 'Change undone on %{smart_count} %{names}',
    },
    promotion: {
      title: 'Promote %{smart_count} selected student |||| Promote %{smart_count} selected students',
      intro:
        'Each active student moves to the class of the next level, into the stream of the same name; students of the last class graduate to alumni.',
      moves: 'What happens',
      move: '%{from} → %{to}',
      count: '%{smart_count} student |||| %{smart_count} students',
      skipped: 'Not promoted: they are not active and stay as they are',
      skipped_one: '%{name} — %{status}',
      nobody: 'None of the selected students is active: there is nobody to promote.',
      loading: 'Working out the moves…',
      confirm: 'Promote',
      done: '%{smart_count} student promoted |||| %{smart_count} students promoted',
      done_skipped: 'Not promoted: %{students}',
      undone:
        'Promotion undone: %{smart_count} student is back where they were |||| Promotion undone: %{smart_count} students are back where they were',
    },
  },
  ra: {
    tiptap: {
      align_left: 'Align left',
      align_center: 'Center',
      align_right: 'Align right',
      align_justify: 'Justify',
      blockquote: 'Blockquote',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      clear_format: 'Clear format',
      color: 'Color',
      highlight: 'Highlight',
      image: 'Image',
      image_dialog: 'Image URL',
      link: 'Add a link',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      paragraph: 'Normal',
      heading1: 'Heading 1',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      heading4: 'Heading 4',
      heading5: 'Heading 5',
      heading6: 'Heading 6',
      current_level: 'Current level',
      select_level: 'Select the level',
    },
  },
};
