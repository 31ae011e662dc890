import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/CheckboxField';
import { splitTaggedText } from '../../i18n/taggedText';

export interface Consent {
  agreeTerms: boolean;
  agreeProcessing: boolean;
}

const AGREEMENTS = [
  { field: 'agreeTerms', href: '/terms' },
  { field: 'agreeProcessing', href: '/privacy' },
] as const;

interface Props {
  value: Consent;
  onChange(field: keyof Consent, checked: boolean): void;
  errors?: Partial<Record<keyof Consent, string | undefined>>;
}

/**
 * The two agreements, each label its sentence word for word, the document it names a
 * link within it (agreeTerms: the terms, agreeProcessing: the privacy policy). The documents open in
 * a new tab, so reading one leaves the form (and a social sign-in's consent window) as filled in.
 */
export function ConsentFields({ value, onChange, errors = {} }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {AGREEMENTS.map(({ field, href }) => (
        <CheckboxField
          key={field}
          name={field}
          label={splitTaggedText(t(`auth.consent.${field}`), 'doc').map((piece, index) =>
            piece.tagged ? <a key={index} href={href} target="_blank" rel="noopener">{piece.text}</a> : piece.text,
          )}
          checked={value[field]}
          onCheckedChange={(checked) => onChange(field, checked)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
