import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { LoadFailed } from '../../components/LoadFailed';
import { SelectField } from '../../components/SelectField';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { useRemote } from '../../lib/useRemote';
import { placeOptions } from './placeOptions';

interface Props {
  countyId: number | null;
  cityId: number | null;
  onChange(location: { countyId: number | null; cityId: number | null }): void;
  countyError?: string;
  cityError?: string;
}

/** No choice yet: ids start at 1, so 0 stands for the "Choose…" entry. */
const NONE = 0;

const loadCounties = (signal: AbortSignal) => call('getCounties', { signal });

/** County, then the cities of the chosen county (GET administrative-divisions/counties, cities/{id}). */
export function LocationFields({ countyId, cityId, onChange, countyError, cityError }: Props) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const counties = useRemote(loadCounties, 'counties');
  const loadCities = useCallback(
    (signal: AbortSignal) => (countyId === null ? Promise.resolve([]) : call('getCities', { params: { id: String(countyId) }, signal })),
    [countyId],
  );
  const cities = useRemote(loadCities, `cities-${countyId ?? NONE}`);
  const choose = { value: NONE, label: t('profile.fields.choose') };
  // The server names places in English; the interface's language has their names (an unknown place keeps the server's).
  const place = (name: string) => t(`places.${name}`, { defaultValue: name });
  const countyOptions = counties.kind === 'ready' ? placeOptions(counties.value, place, language) : [];
  const cityOptions = cities.kind === 'ready' ? placeOptions(cities.value, place, language) : [];
  const failures = [counties, cities].filter((remote) => remote.kind === 'failed');
  const failed = failures.length > 0;

  return (
    <>
      <SelectField
        name="county"
        label={t('profile.fields.county')}
        value={countyId ?? NONE}
        options={[choose, ...countyOptions]}
        disabled={counties.kind !== 'ready'}
        onValueChange={(id) => onChange({ countyId: id === NONE ? null : id, cityId: null })}
        error={countyError}
      />
      <SelectField
        name="city"
        label={t('profile.fields.city')}
        value={cities.kind === 'ready' ? (cityId ?? NONE) : NONE}
        options={[choose, ...cityOptions]}
        disabled={countyId === null || cities.kind !== 'ready'}
        onValueChange={(id) => onChange({ countyId, cityId: id === NONE ? null : id })}
        error={cityError}
      />
      {failed && <LoadFailed className="profile-error" message={t('profile.errors.divisions')} onRetry={() => failures.forEach((remote) => remote.retry())} />}
    </>
  );
}
