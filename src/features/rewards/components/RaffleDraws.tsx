import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactCount } from '../../../lib/useCompactNumber';
import { useFormatDate, useFormatMonth } from '../../../lib/useFormatDate';
import type { RaffleDraw } from '../api';
import { sha256Hex } from '../prizesRules';

/** Whether the revealed seed hashes to the hash published before the month ended, checked in this browser. */
function SeedCheck({ seed, seedHash }: { seed: string; seedHash: string }) {
  const { t } = useTranslation();
  const [matches, setMatches] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void sha256Hex(seed).then((hash) => live && setMatches(hash === null ? null : hash === seedHash));
    return () => {
      live = false;
    };
  }, [seed, seedHash]);
  if (matches === null) return null;
  return <p className={matches ? 'reward-success' : 'reward-error'}>{t(matches ? 'rewards.raffle.seedMatches' : 'rewards.raffle.seedMismatch')}</p>;
}

/** One month's draw: the committed seed hash, then the seed, the tickets and the winners once drawn. */
function Draw({ draw }: { draw: RaffleDraw }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatMonth = useFormatMonth();
  const counted = useCompactCount();
  const drawnOn = draw.drawnAt ? formatDate(draw.drawnAt, { withTime: true }) : '';
  return (
    <li className="raffle-draw" data-testid="raffle-draw">
      <h3>{t('rewards.raffle.month', { month: formatMonth(draw.month) })}</h3>
      <p>{t('rewards.raffle.committed', { date: formatDate(draw.committedAt, { withTime: true }) })}</p>
      <p>{t('rewards.raffle.hash')} <code className="raffle-draw__code">{draw.seedHash}</code></p>
      {draw.seed === null ? (
        <p>{t('rewards.raffle.notDrawn')}</p>
      ) : (
        <>
          <p>
            {draw.tickets === null ? t('rewards.raffle.drawnOn', { date: drawnOn }) : t('rewards.raffle.drawn', { date: drawnOn, ...counted(draw.tickets) })}
          </p>
          <p>{t('rewards.raffle.seed')} <code className="raffle-draw__code">{draw.seed}</code></p>
          <SeedCheck seed={draw.seed} seedHash={draw.seedHash} />
          {/* A drawn month without its count: the server could not read the result it stored. */}
          {draw.tickets === null ? (
            <p>{t('rewards.raffle.resultUnreadable')}</p>
          ) : draw.winners && draw.winners.length > 0 ? (
            <ol className="raffle-draw__winners" aria-label={t('rewards.raffle.winners')}>
              {draw.winners.map((winner) => <li key={winner.ticket}>{t('rewards.raffle.winner', { ticket: winner.ticket, name: winner.name || t('rewards.unnamedMember') })}</li>)}
            </ol>
          ) : (
            <p>{t('rewards.raffle.noWinners')}</p>
          )}
        </>
      )}
    </li>
  );
}

/** The monthly raffle's draws, newest first as the server lists them, with how to verify one. */
export function RaffleDraws({ draws }: { draws: readonly RaffleDraw[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('rewards.raffle.howToVerify')}</p>
      {draws.length === 0 ? <p className="empty-note">{t('rewards.raffle.none')}</p> : (
        <ul className="raffle-draws">
          {draws.map((draw) => <Draw key={draw.month} draw={draw} />)}
        </ul>
      )}
    </>
  );
}
