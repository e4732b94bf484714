import type { ChangeEvent } from 'react';
import { SelectInput, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';

const T = 'shule.compose_screen';

interface Template {
  readonly id: number;
  readonly name: string;
  readonly language: string;
  readonly body: string;
}

/**
 * The school's active saved templates (fee reminder, results, closing day… in English and Swahili),
 * by name and language. Choosing one writes its text into the message box, where it can be edited;
 * the template is recorded with the batch.
 */
export function TemplatePicker() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data, isPending, error } = useGetList<Template>('sms_templates', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
  const templates = data ?? [];
  const language = (value: string) => translate(`resources.sms_templates.choices.language.${value}`, { _: value });
  const fill = (event: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const value: unknown = 'target' in event ? (event as ChangeEvent<HTMLInputElement>).target.value : event.id;
    const chosen = templates.find((t) => String(t.id) === String(value));
    if (chosen) setValue('message', chosen.body, { shouldDirty: true, shouldValidate: false });
  };
  return (
    <SelectInput
      source="template_id"
      label={`${T}.template`}
      choices={templates.map((t) => ({ id: t.id, name: `${t.name} · ${language(t.language)}` }))}
      isPending={isPending}
      onChange={fill}
      emptyText={`${T}.no_template`}
      helperText={error ? `${T}.list_failed` : `${T}.template_help`}
      fullWidth
    />
  );
}
