import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@contract/schemas/entities';
import { Avatar } from './Avatar';
import { avatarFor } from '../../session/layoutRules';
import { memberPhotoUrl } from './memberPhoto';

/**
 * The member's photo when they have one (GET user/{id}/photo), else, while it loads, and when the
 * browser cannot show it (a damaged file), the avatar chosen by sex.
 */
export function MemberPicture({ details, size = 64 }: { details: UserDetails; size?: number }) {
  const { t } = useTranslation();
  // Details persisted before photos existed have no version: no photo.
  const version = details.user.user_photo_version ?? null;
  const [photo, setPhoto] = useState<{ version: number; url: string | null } | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  useEffect(() => {
    if (version === null) return;
    let active = true;
    void memberPhotoUrl(details.user_id, version).then((url) => {
      if (active) setPhoto({ version, url });
    });
    return () => {
      active = false;
    };
  }, [details.user_id, version]);

  const url = photo && photo.version === version ? photo.url : null;
  if (version === null || !url || url === brokenUrl) return <Avatar kind={avatarFor(details.user_sex)} size={size} />;
  return (
    <img
      className="avatar avatar--photo" src={url} alt={t('layout.sidebar.photo')} width={size} height={size} data-testid="member-photo"
      onError={() => setBrokenUrl(url)}
    />
  );
}
