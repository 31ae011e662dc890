import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { InstallAppEntry } from './InstallAppEntry';
import { linkChoice, STAY_CHOICE, type MenuChoice } from './menuChoice';
import { useLogOut } from './useSignOut';
import { profileMenuItems, type ProfileMenuItem } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';

const HREFS: Record<Exclude<ProfileMenuItem, 'logout'>, string> = { history: '/app/history', settings: '/app/settings', profile: '/app/profile' };

/** The profile menu items as a list (inline in the mobile menu, inside the disclosure on desktop). */
export function ProfileMenuList({ onSelect }: { onSelect?: (choice: MenuChoice) => void }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const logOut = useLogOut();
  return (
    <ul className="profile-menu__list">
      {profileMenuItems(config, viewer).map((item) => (
        <li key={item}>
          {item === 'logout' ? (
            <button type="button" className="link-button" onClick={() => { onSelect?.(STAY_CHOICE); logOut(); }} data-testid="logout">
              {t('layout.profileMenu.logout')}
            </button>
          ) : (
            <Link href={HREFS[item]} onClick={() => onSelect?.(linkChoice(HREFS[item], path))} data-testid={`profile-menu-${item}`}>{t(`layout.profileMenu.${item}`)}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Desktop profile menu: a disclosure button; Escape, a click outside or the focus moving out closes it. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={root} onBlur={(event) => {
      // Tabbing past the last item (or anywhere outside) leaves the menu: it no longer covers the page.
      if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
    }}>
      <button ref={button} type="button" className="profile-menu__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-testid="profile-menu-button">
        {t('layout.profileMenu.label')}
      </button>
      <div id={id} className="profile-menu__panel" hidden={!open}>
        <ProfileMenuList onSelect={({ returnFocus }) => {
          setOpen(false);
          if (returnFocus) button.current?.focus();
        }} />
        <InstallAppEntry className="link-button profile-menu__install" />
      </div>
    </div>
  );
}
