import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { FirebaseWebConfig } from '../../../server/contract/site-config';
import { call } from '../../api/client';
import { browserPushEnv, disablePushEverywhere, enablePush, pushAvailability, storedPushToken } from './pushClient';

interface Device {
  token: string;
  createdAt: string;
}

/** Settings: the notifications switch, this device and the member's others, and "turn off on all devices". */
export function PushSettings({ firebase }: { firebase: FirebaseWebConfig | null }) {
  const { t } = useTranslation();
  const availability = pushAvailability(firebase, browserPushEnv());
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [busy, setBusy] = useState(false);
  const thisDevice = storedPushToken();

  const reload = () => call('getAllDevicesTokens', {}).then(setDevices).catch(() => setDevices([]));
  useEffect(() => {
    if (availability !== 'unconfigured') void reload();
  }, [availability]);

  if (availability === 'unconfigured') return null;
  const enabledHere = devices?.some((device) => device.token === thisDevice) ?? false;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(t(done));
    } catch {
      toast.error(t('push.failed'));
    } finally {
      setBusy(false);
      await reload();
    }
  }

  return (
    <section aria-labelledby="push-settings-title" className="push-settings">
      <h2 id="push-settings-title">{t('push.title')}</h2>
      {availability === 'unsupported' && <p>{t('push.unsupported')}</p>}
      {availability === 'denied' && <p>{t('push.denied')}</p>}
      {availability === 'available' && (
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={enabledHere}
            disabled={busy}
            onChange={(event) => void run(
              async () => {
                if (event.target.checked && !(await enablePush(firebase!))) throw new Error('not enabled');
                if (!event.target.checked) await disablePushEverywhere(firebase);
              },
              event.target.checked ? 'push.enabled' : 'push.disabledEverywhere',
            )}
          />
          {t('push.switch')}
        </label>
      )}
      {devices && devices.length > 0 && (
        <>
          <h3>{t('push.devices')}</h3>
          <ul>
            {devices.map((device) => (
              <li key={device.token}>
                {device.token === thisDevice ? t('push.thisDevice') : t('push.otherDevice')} · {new Date(device.createdAt).toLocaleDateString()}
              </li>
            ))}
          </ul>
          <button type="button" disabled={busy} onClick={() => void run(() => disablePushEverywhere(firebase), 'push.disabledEverywhere')}>
            {t('push.offEverywhere')}
          </button>
        </>
      )}
    </section>
  );
}
