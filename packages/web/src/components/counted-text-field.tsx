import { FREE_TEXT_MAX_LENGTH } from '@careport/domain';
import type { TextareaProps } from '@mantine/core';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CountedTextFieldProps = Omit<TextareaProps, 'description' | 'maxLength' | 'value'> & {
  value: string;
  /** The hard limit the counter shows; the caller's schema refuses a longer text. */
  max?: number;
};

/**
 * A free text with a live 'n / max characters' counter as its description. No `maxLength` on
 * purpose (issue 16 §2): a longer pasted text stays whole and the form's schema refuses it with a
 * message, instead of the browser cutting it off unseen. Mantine wires the counter and the error
 * into the field's aria-describedby, so both are read with the field.
 */
export function CountedTextField(props: CountedTextFieldProps) {
  const { t } = useTranslation();
  const { value, max = FREE_TEXT_MAX_LENGTH, ...rest } = props;
  return (
    <Textarea
      rows={3}
      {...rest}
      value={value}
      description={t('fulfil.CHARACTERS', { count: value.length, max })}
    />
  );
}
