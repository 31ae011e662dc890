import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UserDetails } from '@contract/schemas/entities';
import { MAX_PHOTO_BYTES } from '@contract/rules/photo';
import { Button } from '../../components/Button';
import { fieldDescription } from '../../components/fieldDescription';
import { Spinner } from '../../components/Spinner';
import { MemberDetailsScreen } from './MemberDetailsScreen';
import { MemberPicture } from './MemberPicture';
import { usePhotoChange } from './usePhotoChange';

/** /app/photo: the member's picture, shown in the sidebar summary instead of the avatar chosen by sex. */
export function PhotoPage() {
  return <MemberDetailsScreen title="profile.photo.title" testId="photo-page" content={PhotoForm} />;
}

function PhotoForm({ details }: { details: UserDetails }) {
  const { t } = useTranslation();
  const { busy, problem, choose, remove } = usePhotoChange(details.user_id);
  const hasPhoto = (details.user.user_photo_version ?? null) !== null;
  const id = useId();
  const hint = t('profile.photo.hint', { size: MAX_PHOTO_BYTES / 1024 });
  const { hintId, errorId, describedBy } = fieldDescription(id, hint, problem);

  return (
    <>
      <div className="photo-page__current"><MemberPicture details={details} size={160} /></div>
      <div className="field">
        <label className="field__label" htmlFor={id}>{t(hasPhoto ? 'profile.photo.replace' : 'profile.photo.choose')}</label>
        <p id={hintId} className="field__hint">{hint}</p>
        <input
          id={id}
          type="file"
          className="field__input"
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const input = event.currentTarget;
            void choose(input.files?.[0]).finally(() => {
              input.value = '';
            });
          }}
        />
        {problem && <p id={errorId} className="field__error">{problem}</p>}
      </div>
      {busy && <Spinner label={t('profile.photo.sending')} />}
      {hasPhoto && <Button variant="secondary" busy={busy} onClick={() => void remove()}>{t('profile.photo.remove')}</Button>}
      <p className="profile-page__more"><Link href="/app/profile">{t('profile.title')}</Link></p>
    </>
  );
}
