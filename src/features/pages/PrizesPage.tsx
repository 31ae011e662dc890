import './pages.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Prize } from '../../../server/contract/entities';
import { call } from '../../api/client';
import { useViewer } from '../../app/layout/useViewer';
import { formatCompactNumber } from '../../lib/formatting';

type Catalogue = { state: 'loading' } | { state: 'error' } | { state: 'ready'; prizes: Prize[] };

export function PrizesPage() {
  const { t } = useTranslation();
  const { member } = useViewer();
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    call('getPrizes', { signal: controller.signal })
      .then((prizes) => setCatalogue({ state: 'ready', prizes }))
      .catch(() => {
        if (!controller.signal.aborted) setCatalogue({ state: 'error' });
      });
    return () => controller.abort();
  }, []);

  return (
    <article className="static-page" data-testid="page-prizes">
      <h1>{t('pages.prizes.title')}</h1>
      <p className="static-page__intro">{t('pages.prizes.intro')}</p>
      <p>
        {member ? (
          <Link className="button-link" href="/app/spendpoints">{t('pages.prizes.spend')}</Link>
        ) : (
          <Link className="button-link" href="/register">{t('pages.prizes.join')}</Link>
        )}
      </p>
      <h2>{t('pages.prizes.catalogue')}</h2>
      {catalogue.state === 'loading' && <p role="status">{t('pages.prizes.loading')}</p>}
      {catalogue.state === 'error' && <p role="alert">{t('pages.prizes.error')}</p>}
      {catalogue.state === 'ready' && catalogue.prizes.length === 0 && <p>{t('pages.prizes.empty')}</p>}
      {catalogue.state === 'ready' && catalogue.prizes.length > 0 && (
        <ul className="prize-list">
          {catalogue.prizes.map((prize) => (
            <li key={prize.id} className="prize-list__item">
              <h3>{prize.name}</h3>
              <p>{prize.description}</p>
              <p className="prize-list__cost">{t('pages.prizes.cost', { points: formatCompactNumber(prize.pointsCost) })}</p>
              <p>{prize.stock > 0 ? t('pages.prizes.stock', { count: prize.stock }) : t('pages.prizes.outOfStock')}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
