import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import type { FirebaseWebConfig } from '@contract/schemas/site-config';
import { disablePushEverywhere, disablePushHere, enablePush } from '../../pwa/pushClient';

/**
 * Turning push on or off from a member's action, with its message: the settings switch and the
 * feed's offer share it. Each action answers whether it succeeded.
 */
export function usePushActions(firebase: FirebaseWebConfig) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<boolean>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      const ok = await action();
      if (ok) toast.success(t(done));
      else toast.error(t('push.notGranted'));
      return ok;
    } catch {
      toast.error(t('push.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    enable: () => run(() => enablePush(firebase), 'push.enabled'),
    disableHere: () => run(async () => {
      await disablePushHere(firebase);
      return true;
    }, 'push.disabledHere'),
    disableEverywhere: () => run(async () => {
      await disablePushEverywhere(firebase);
      return true;
    }, 'push.disabledEverywhere'),
  };
}
