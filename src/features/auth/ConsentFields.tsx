import { Trans } from 'react-i18next';
import { Link } from 'wouter';
import { CheckboxField } from '../../components/CheckboxField';

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
 * The two agreements of spec 2.5, each label its sentence word for word, the document it names a
 * link within it (agreeTerms: the terms, agreeProcessing: the privacy policy).
 */
export function ConsentFields({ value, onChange, errors = {} }: Props) {
  return (
    <>
      {AGREEMENTS.map(({ field, href }) => (
        <CheckboxField
          key={field}
          name={field}
          label={<Trans i18nKey={`auth.consent.${field}`} components={{ doc: <Link href={href} /> }} />}
          checked={value[field]}
          onCheckedChange={(checked) => onChange(field, checked)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
