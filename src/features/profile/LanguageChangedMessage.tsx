import './languageChangedMessage.css';

/** A language change's success, one line per language, each marked with its language for screen readers. */
export function LanguageChangedMessage({ lines }: { lines: ReadonlyArray<{ lang: string; text: string }> }) {
  return (
    <span>
      {lines.map(({ lang, text }) => (
        <span key={lang} lang={lang} className="language-changed__line">{text}</span>
      ))}
    </span>
  );
}
