import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { Button } from '../../components/Button';

type ExportState = 'idle' | 'preparing' | 'done' | 'failed';

/** Hands the browser a JSON file to save, without a round trip through a URL that would need the credentials. */
function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file once the click returns; the next task may release it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings: "Download my data", every part the server keeps about the member in one file (GET user/{id}/export). */
export function DataExport({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>('idle');

  async function download() {
    setState('preparing');
    try {
      const data = await call('exportUserData', { params: { id: String(userId) } });
      saveJson(data, `panelist-data-${userId}.json`);
      setState('done');
    } catch {
      setState('failed');
    }
  }

  return (
    <section aria-labelledby="data-export-title" className="settings-section" data-testid="data-export">
      <h2 id="data-export-title">{t('settings.export.title')}</h2>
      <p>{t('settings.export.text')}</p>
      <Button variant="secondary" onClick={() => void download()} busy={state === 'preparing'}>
        {t('settings.export.download')}
      </Button>
      {state === 'preparing' && <p role="status">{t('settings.export.preparing')}</p>}
      {state === 'done' && <p role="status">{t('settings.export.done')}</p>}
      {state === 'failed' && <p role="alert" className="settings-error">{t('settings.export.failed')}</p>}
    </section>
  );
}
