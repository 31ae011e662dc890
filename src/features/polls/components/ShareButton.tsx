import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { shareCardUrl } from '../api';

/** Shares a card's `/rest/shareCard/{cardId}` link: the system share sheet where there is one, else the clipboard. */
export function ShareButton({ cardId, text }: { cardId: number; text: string }) {
  const { t } = useTranslation();

  async function share() {
    const url = shareCardUrl(location.origin, cardId);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('polls.share.copied'));
    } catch {
      toast.error(t('polls.share.failed', { url }));
    }
  }

  return (
    <button type="button" className="poll-button" onClick={() => void share()}>
      {t('polls.share.button')}
    </button>
  );
}
