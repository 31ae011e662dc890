import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteConfig } from '../../../config/siteConfig';
import { useCompactCount, useCompactNumber } from '../../../lib/useCompactNumber';
import { useTicketsContext } from '../../../i18n/ticketsContext';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUserStore } from '../../../stores/userStore';
import { fetchTicketPrices } from '../api';
import { usePrizes } from '../usePrizes';
import { ConfirmConversionDialog } from '../components/ConfirmConversionDialog';
import { ConversionDone } from '../components/ConversionDone';
import { OfferAction } from '../components/OfferAction';
import { PrizeCard } from '../components/PrizeCard';
import { RemoteState } from '../components/RemoteState';
import { TicketOffers } from '../components/TicketOffers';
import { useConversion } from '../useConversion';
import { useFreshUserDetails } from '../useFreshUserDetails';
import { useRemote } from '../../../lib/useRemote';
import '../rewards.css';

const noTiers = () => Promise.resolve([]);

/** /app/spendpoints: points into raffle tickets (the server's tiers) or a prize, each after a confirmation. */
export function SpendPointsPage() {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const { ticketsEnabled } = useSiteConfig();
  const ticketsText = useTicketsContext();
  const counted = useCompactCount();
  const userId = useSessionStore((state) => state.session?.user_id ?? null);
  useFreshUserDetails();
  const details = useUserStore((state) => state.details);
  const balance = details?.user_points ?? 0;
  const [version, setVersion] = useState(0);
  const reloadOffers = useCallback(() => setVersion((current) => current + 1), []);

  const loadTiers = useCallback((signal: AbortSignal) => (userId !== null && ticketsEnabled ? fetchTicketPrices(userId, signal) : noTiers()), [userId, ticketsEnabled]);
  const tiers = useRemote(loadTiers, `tiers:${userId}`, version);
  const prizes = usePrizes(version);
  const conversion = useConversion(userId, reloadOffers);
  // After a conversion the offer's button may be disabled (too expensive now): the new balance takes the focus then.
  const balanceRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className="reward-page" data-testid="spend-page">
      <h1 className="reward-page__title">{t('rewards.spend.title')}</h1>
      <p ref={balanceRef} className="reward-balance" tabIndex={-1} data-testid="spend-balance">
        {ticketsEnabled
          ? t('rewards.spend.balanceWithTickets', { points: compact(balance), ...counted(details?.tickets ?? 0) })
          : t('rewards.spend.balance', { points: compact(balance) })}
      </p>
      <ConversionDone done={conversion.done} />

      {ticketsEnabled && (
        <section aria-labelledby="spend-tickets-title">
          <h2 id="spend-tickets-title">{t('rewards.spend.ticketsTitle')}</h2>
          <p>{t('rewards.spend.ticketsIntro')}</p>
          <RemoteState remote={tiers} loading={t('rewards.spend.loading')} failed={t('rewards.spend.loadFailed')}>
            {(list) => <TicketOffers tiers={list} balance={balance} onChoose={conversion.choose} />}
          </RemoteState>
        </section>
      )}

      <section aria-labelledby="spend-prizes-title">
        <h2 id="spend-prizes-title">{t('rewards.spend.prizesTitle')}</h2>
        <RemoteState remote={prizes} loading={t('pages.prizes.loading')} failed={t('pages.prizes.error')}>
          {(list) => list.length === 0 ? <p className="empty-note">{t('pages.prizes.empty')}</p> : (
            <ul className="prize-list">
              {list.map((prize) => (
                <PrizeCard key={prize.id} prize={prize} balance={balance}>
                  <OfferAction offer={{ kind: 'prize', prize }} balance={balance} onChoose={conversion.choose} />
                </PrizeCard>
              ))}
            </ul>
          )}
        </RemoteState>
      </section>
      <p><Link href="/app/prizes">{t('rewards.spend.aboutPrizes', ticketsText)}</Link></p>

      <ConfirmConversionDialog
        confirmation={conversion.confirmation}
        balance={balance}
        onConfirm={() => void conversion.confirm()}
        onCancel={conversion.cancel}
        fallbackFocus={balanceRef}
      />
    </div>
  );
}
