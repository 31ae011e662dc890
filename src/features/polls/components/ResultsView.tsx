import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompactCount } from '../../../lib/useCompactNumber';
import type { Stats } from '../api';
import { useSiteConfig } from '../../../config/siteConfig';
import { breakdownLeavesAnswersOut, groupResults } from '../resultsRules';
import { ResultBars } from './ResultBars';
import '../polls.css';

interface Props {
  stats: Stats;
  selected?: number[];
  /** The heading level of the section: 2 under a page's h1, 3 inside a card list. */
  headingLevel?: 2 | 3;
}

/** How the panel answered: percentages per choice, then by age group and by gender. */
export function ResultsView({ stats, selected, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const counted = useCompactCount();
  const id = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  // A page's own results are a landmark; inside a list of cards (top 10, the feed) they are not,
  // so the page does not offer ten regions all called "Results".
  const Part = headingLevel === 2 ? 'section' : 'div';
  const labelledBy = (suffix: string) => (headingLevel === 2 ? `${id}-${suffix}` : undefined);
  const ages = groupResults(stats.choices, stats.byAgeGroup ?? [], 'age');
  const genders = groupResults(stats.choices, stats.byGender ?? [], 'gender');
  const groupName = (kind: 'age' | 'gender', group: string) =>
    group === 'unknown' ? t('polls.results.unknownGroup')
      : kind === 'gender' ? t(group === 'F' ? 'polls.results.women' : 'polls.results.men')
        : group === 'under 18' ? t('polls.results.ageUnder18') : t('polls.results.ageGroup', { group });

  return (
    <Part className="poll-results" aria-labelledby={labelledBy('title')} data-testid="results">
      <H id={`${id}-title`} className="poll-results__title">{t('polls.results.title')}</H>
      <p className="poll-results__total">{t('polls.results.total', counted(stats.total))}</p>
      <ResultBars rows={stats.choices} selected={selected} label={t('polls.results.perChoice')} />
      {ages.length > 0 && (
        <Part aria-labelledby={labelledBy('age')} className="poll-results__breakdown" data-testid="by-age-group">
          <Sub id={`${id}-age`}>{t('polls.results.byAgeGroup')}</Sub>
          <div className="poll-results__groups">
            {ages.map((group) => (
              <div key={group.group} className="poll-results__group">
                <p className="poll-results__group-name">
                  {groupName('age', group.group)} <span className="poll-bars__count">{t('polls.results.count', counted(group.total))}</span>
                </p>
                <ResultBars rows={group.rows} label={groupName('age', group.group)} compact />
              </div>
            ))}
          </div>
        </Part>
      )}
      {genders.length > 0 && (
        <Part aria-labelledby={labelledBy('gender')} className="poll-results__breakdown" data-testid="by-gender">
          <Sub id={`${id}-gender`}>{t('polls.results.byGender')}</Sub>
          <div className="poll-results__groups">
            {genders.map((group) => (
              <div key={group.group} className="poll-results__group">
                <p className="poll-results__group-name">
                  {groupName('gender', group.group)} <span className="poll-bars__count">{t('polls.results.count', counted(group.total))}</span>
                </p>
                <ResultBars rows={group.rows} label={groupName('gender', group.group)} compact />
              </div>
            ))}
          </div>
        </Part>
      )}
      {breakdownLeavesAnswersOut(stats) && <SmallGroupsNote />}
    </Part>
  );
}

/** Why the groups do not add up to the total: groups too small to show were left out. */
function SmallGroupsNote() {
  const { t } = useTranslation();
  const { minBreakdownGroupAnswers } = useSiteConfig();
  return <p className="poll-results__note">{t('polls.results.smallGroupsLeftOut', { count: minBreakdownGroupAnswers })}</p>;
}
