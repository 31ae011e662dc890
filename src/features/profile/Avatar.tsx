import { useTranslation } from 'react-i18next';
import type { Avatar as AvatarKind } from '../../session/layoutRules';

const LABELS: Record<AvatarKind, string> = { female: 'layout.sidebar.avatarFemale', male: 'layout.sidebar.avatarMale', unknown: 'layout.sidebar.avatarUnknown' };

/** The member's avatar, chosen by sex (drawn inline: no image requests). */
export function Avatar({ kind, size = 64 }: { kind: AvatarKind; size?: number }) {
  const { t } = useTranslation();
  return (
    <svg className={`avatar avatar--${kind}`} viewBox="0 0 64 64" width={size} height={size} role="img" aria-label={t(LABELS[kind])} data-testid={`avatar-${kind}`}>
      <circle cx="32" cy="32" r="32" className="avatar__background" />
      {kind === 'female' && <path className="avatar__hair" d="M14 40c0-16 6-26 18-26s18 10 18 26c-4 4-8 5-8 5V30H22v15s-4-1-8-5z" />}
      {kind === 'male' && <path className="avatar__hair" d="M19 27c0-9 6-14 13-14s13 5 13 14c-3-4-8-6-13-6s-10 2-13 6z" />}
      <circle cx="32" cy="29" r="11" className="avatar__face" />
      <path className="avatar__body" d="M12 58c2-10 10-16 20-16s18 6 20 16a32 32 0 0 1-40 0z" />
    </svg>
  );
}
