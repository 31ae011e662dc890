import { useSiteConfig } from '../../config/siteConfig';

/** The configured social network links (names are brand names, not translated). */
export function SocialLinks({ label }: { label: string }) {
  const { socialLinks } = useSiteConfig();
  if (socialLinks.length === 0) return null;
  return (
    <ul className="social-links" aria-label={label}>
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">{link.name}</a>
        </li>
      ))}
    </ul>
  );
}
