import { useTranslate } from 'react-admin';

/**
 * A label or help text from its i18n key, with the declaration's English as the fallback, so a
 * screen reads well before a key is translated. react-admin takes it as an element, as it is.
 */
export function Translated({ i18nKey, fallback }: { readonly i18nKey: string; readonly fallback: string }) {
  const translate = useTranslate();
  return <>{translate(i18nKey, { _: fallback })}</>;
}

/** A field's label; the asterisk is drawn here unless the control's own `required` draws it. */
export function FieldLabel({
  i18nKey,
  fallback,
  required = false,
}: {
  readonly i18nKey: string;
  readonly fallback: string;
  readonly required?: boolean;
}) {
  return (
    <span>
      <Translated i18nKey={i18nKey} fallback={fallback} />
      {required && <span aria-hidden="true">&thinsp;*</span>}
    </span>
  );
}
