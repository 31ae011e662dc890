import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CheckboxField } from '../../components/CheckboxField';

export interface Consent {
  agreeTerms: boolean;
  agreeProcessing: boolean;
}

const AGREEMENTS = [
  { field: 'agreeTerms', href: '/terms', link: 'termsLink' },
  { field: 'agreeProcessing', href: '/privacy', link: 'privacyLink' },
] as const;

interface Props {
  value: Consent;
  onChange(field: keyof Consent, checked: boolean): void;
  errors?: Partial<Record<keyof Consent, string | undefined>>;
}

/** The two agreements of spec 2.5 (agreeTerms with the terms link, agreeProcessing with the privacy link). */
export function ConsentFields({ value, onChange, errors = {} }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {AGREEMENTS.map(({ field, href, link }) => (
        <CheckboxField
          key={field}
          name={field}
          label={<>{t(`auth.consent.${field}`)} (<Link href={href}>{t(`auth.consent.${link}`)}</Link>)</>}
          checked={value[field]}
          onCheckedChange={(checked) => onChange(field, checked)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
