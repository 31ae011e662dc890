import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FirebaseWebConfig } from '@contract/schemas/site-config';
import { useSiteConfig } from '../../config/siteConfig';
import { browserPushEnv, pushAvailability, storedPushToken } from '../../pwa/pushClient';
import { pushOnThisDevice, shouldOfferPush } from './pushRules';
import { usePushActions } from './usePushActions';
import './push.css';

const OFFERED_KEY = 'panelist.pushOffered';

/**
 * The feed's offer of notifications after the member's first answered poll: made once
 * per device (remembered when shown), dismissible; accepting turns push on as the settings switch does.
 */
export function PushOffer({ answered }: { answered: boolean }) {
  const { firebase } = useSiteConfig();
  const [shown, setShown] = useState(false);
  const [wasAnswered, setWasAnswered] = useState(answered);
  // Decided when an answer arrives (never on load), during render: see React's "adjusting state when a prop changes".
  if (answered !== wasAnswered) {
    setWasAnswered(answered);
    const env = browserPushEnv();
    const offer = shouldOfferPush({
      answered,
      availability: pushAvailability(firebase, env),
      onHere: pushOnThisDevice(storedPushToken(), env.permission),
      offeredBefore: localStorage.getItem(OFFERED_KEY) !== null,
    });
    if (offer) setShown(true);
  }
  useEffect(() => {
    if (shown) localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  }, [shown]);

  return shown && firebase ? <OfferCard firebase={firebase} onClose={() => setShown(false)} /> : null;
}

function OfferCard({ firebase, onClose }: { firebase: FirebaseWebConfig; onClose(): void }) {
  const { t } = useTranslation();
  const actions = usePushActions(firebase);
  return (
    <aside className="push-offer" aria-labelledby="push-offer-title" data-testid="push-offer">
      <h2 id="push-offer-title" className="push-offer__title">{t('push.offer.title')}</h2>
      <p>{t('push.offer.text')}</p>
      <div className="push-offer__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={actions.busy}
          aria-busy={actions.busy || undefined}
          onClick={() => void actions.enable().then((on) => {
            if (on || pushAvailability(firebase, browserPushEnv()) !== 'available') onClose();
          })}
        >
          {t('push.offer.accept')}
        </button>
        <button type="button" className="button button--secondary" disabled={actions.busy} onClick={onClose}>
          {t('push.offer.dismiss')}
        </button>
      </div>
    </aside>
  );
}
