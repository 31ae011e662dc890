import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UserDetails } from '@contract/schemas/entities';
import { MIN_AGE } from '@contract/rules/birthdate';
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '@contract/rules/validation';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useSiteConfig } from '../../config/siteConfig';
import { isProfileComplete } from '../../lib/profileCompleteness';
import { LocationFields } from './LocationFields';
import { MemberDetailsScreen } from './MemberDetailsScreen';
import type { ProfileField } from './profileForm';
import { useProfileForm } from './useProfileForm';

/** /app/profile, "Profile settings": the member's names, birthdate, sex, place, phone and contact consent. */
export function ProfilePage() {
  return <MemberDetailsScreen title="profile.title" testId="profile-page" content={ProfileFormView} />;
}

function ProfileFormView({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const { form, errors, saving, update, submit, formRef } = useProfileForm(details);
  const message = (field: ProfileField) => {
    const key = errors[field];
    return key ? t(key, { min: MIN_AGE }) : undefined;
  };
  const offset = config.buddhistYearOffset;
  const blocked = config.blockingProfile && !isProfileComplete(details);

  return (
    <>
      {blocked && <p className="profile-notice" role="status" data-testid="profile-blocked-notice">{t('profile.blockedNotice')}</p>}
      <p>{t('profile.intro')}</p>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={saving}>
        <TextField label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" maxLength={MAX_NAME_LENGTH} value={form.firstName} onValueChange={(firstName) => update({ firstName })} error={message('firstName')} />
        <TextField label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" maxLength={MAX_NAME_LENGTH} value={form.lastName} onValueChange={(lastName) => update({ lastName })} error={message('lastName')} />
        <TextField
          label={t('profile.fields.birthdate')}
          name="birthdate"
          type={offset > 0 ? 'text' : 'date'}
          inputMode={offset > 0 ? 'numeric' : undefined}
          autoComplete={offset > 0 ? 'off' : 'bday'}
          hint={offset > 0 ? t('profile.fields.birthdateBuddhistHint', { offset }) : null}
          value={form.birthdate}
          onValueChange={(birthdate) => update({ birthdate })}
          error={message('birthdate')}
        />
        <SelectField
          name="sex"
          label={t('profile.fields.sex')}
          value={form.sex}
          options={[{ value: '', label: t('profile.fields.choose') }, { value: 'F', label: t('profile.fields.female') }, { value: 'M', label: t('profile.fields.male') }]}
          onValueChange={(sex) => update({ sex })}
          error={message('sex')}
        />
        <LocationFields countyId={form.countyId} cityId={form.cityId} onChange={update} countyError={message('countyId')} cityError={message('cityId')} />
        <TextField label={t('auth.fields.phone')} name="phone" type="tel" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} hint={t('profile.fields.phoneHint')} value={form.phone} onValueChange={(phone) => update({ phone })} error={message('phone')} />
        <TextField label={t('auth.fields.email')} name="email" type="email" readOnly value={details.user_email} hint={t('profile.fields.emailHint')} onValueChange={() => undefined} />
        <CheckboxField name="agreesContact" label={t('profile.fields.agreesContact')} checked={form.agreesContact} onCheckedChange={(agreesContact) => update({ agreesContact })} />
        <Button type="submit" busy={saving}>{t(saving ? 'profile.saving' : 'profile.save')}</Button>
      </form>
      {/* /app/photo is not among the pages blocking-profile allows: no link there until the profile is complete. */}
      {!blocked && <p className="profile-page__more"><Link href="/app/photo">{t('profile.photoLink')}</Link></p>}
    </>
  );
}
