import { useTranslation } from 'react-i18next';
import { useTicketsContext } from '../../../i18n/ticketsContext';
import { useSiteConfig } from '../../../config/siteConfig';
import { Link } from 'wouter';
import { useViewer } from '../../../session/useViewer';
import { useCompactNumber } from '../../../lib/useCompactNumber';
import { useUserStore } from '../../../stores/userStore';
import { fetchRaffleDraws, type Prize } from '../api';
import { usePrizes } from '../usePrizes';
import { PointsNeeded } from '../components/PointsNeeded';
import { PrizeCard } from '../components/PrizeCard';
import { RaffleDraws } from '../components/RaffleDraws';
import { RemoteState } from '../components/RemoteState';
import { affordablePrizes } from '../prizesRules';
import { shortfall } from '../spendRules';
import { useRemote } from '../../../lib/useRemote';
import '../rewards.css';

/** For a member: whether a prize is within reach of their points now. */
function Affordability({ prize, balance }: { prize: Prize; balance: number }) {
  const { t } = useTranslation();
  if (prize.stock <= 0) return null;
  const missing = shortfall(balance, prize.pointsCost);
  return missing === 0
    ? <p className="reward-success" data-testid="prize-affordable">{t('rewards.prizes.affordable')}</p>
    : <PointsNeeded points={missing} />;
}

/** The verifiable monthly raffle draws: shown (and asked for) only where tickets are on. */
function RaffleSection() {
  const { t } = useTranslation();
  const draws = useRemote(fetchRaffleDraws, 'draws');
  return (
    <section aria-labelledby="prizes-raffle-title">
      <h2 id="prizes-raffle-title">{t('rewards.raffle.title')}</h2>
      <RemoteState remote={draws} loading={t('rewards.raffle.loading')} failed={t('rewards.raffle.failed')}>
        {(list) => <RaffleDraws draws={list} />}
      </RemoteState>
    </section>
  );
}

/** /prizes and /app/prizes: the catalogue with costs (and, for a member, what they can afford now), and the verifiable raffle draws. */
export function PrizesPage() {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const { member } = useViewer();
  const ticketsText = useTicketsContext();
  const balance = useUserStore((state) => state.details?.user_points ?? 0);
  const prizes = usePrizes();
  // The raffle is drawn from tickets: where they are switched off, there is none to show.
  const { ticketsEnabled } = useSiteConfig();

  return (
    <article className="reward-page" data-testid="page-prizes">
      <h1 className="reward-page__title">{t('pages.prizes.title')}</h1>
      <p>{t('pages.prizes.intro', ticketsText)}</p>
      <p>
        {member
          ? <Link className="button-link" href="/app/spendpoints">{t('pages.prizes.spend')}</Link>
          : <Link className="button-link" href="/register">{t('pages.prizes.join')}</Link>}
      </p>
      <section aria-labelledby="prizes-catalogue-title">
        <h2 id="prizes-catalogue-title">{t('pages.prizes.catalogue')}</h2>
        <RemoteState remote={prizes} loading={t('pages.prizes.loading')} failed={t('pages.prizes.error')}>
          {(list) => list.length === 0 ? <p className="empty-note">{t('pages.prizes.empty')}</p> : (
            <>
              {member && (
                <p className="reward-balance" data-testid="prizes-summary">
                  {t('rewards.prizes.summary', { points: compact(balance), count: affordablePrizes(list, balance).length })}
                </p>
              )}
              <ul className="prize-list">
                {list.map((prize) => (
                  <PrizeCard key={prize.id} prize={prize} balance={member ? balance : undefined}>{member && <Affordability prize={prize} balance={balance} />}</PrizeCard>
                ))}
              </ul>
            </>
          )}
        </RemoteState>
      </section>
      {ticketsEnabled && <RaffleSection />}
    </article>
  );
}
