import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../components/toast';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { proposalProblem, type ProposeLimits } from '@contract/rules/propose-rules';
import { characterCount } from '@contract/rules/validation';
import { proposeQuestion } from './api';
import { ChoiceEditor } from './ChoiceEditor';
import { CUSTOM_FORMAT, draftOf, emptyForm, faultAfterEdit, faultOf, proposeFailureKeys, type Format, type ProposeFault, type ProposeFormState } from './proposeForm';
import type { Scale } from './useProposeData';
import { characterLimitedChange } from './characterLimitedChange';
import { clearWarning, warn } from './warn';

interface Props {
  scales: Scale[];
  counts: ReadonlyMap<number, number>;
  limits: ProposeLimits & { defaultCustomChoices: number };
  /** Called after the server took a proposal (My questions loads again). */
  onProposed(): void;
}

/** The proposal form: text, answer format, choices, the public-name disclaimer and Submit. */
export function ProposeForm({ scales, counts, limits, onProposed }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  const disclaimerId = useId();
  const countId = useId();
  const [form, setForm] = useState(() => emptyForm(limits.defaultCustomChoices));
  const [sending, setSending] = useState(false);
  // Besides its toast, a refused proposal takes the focus to the field at fault (a new object each time, so each refusal does).
  const [fault, setFault] = useState<ProposeFault | null>(null);
  const formRef = useFocusFirstInvalid(fault);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const scale = scales.find((s) => String(s.id) === form.format);

  const edit = (next: ProposeFormState) => {
    const nextFault = faultAfterEdit(fault, form, next);
    if (fault && !nextFault) clearWarning();
    setFault(nextFault);
    setForm(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = draftOf(form, counts);
    const problem = proposalProblem(draft, limits, counts);
    setFault(problem ? faultOf(problem, form, limits.maxChoiceLength) : null);
    if (problem) {
      warn(t(`propose.problems.${problem}`, { count: limits.minChoices }));
      return;
    }
    // Past the checks: no earlier warning stays beside what the server answers.
    clearWarning();
    setSending(true);
    try {
      await proposeQuestion(draft);
      toast.success(t('propose.sent'));
      setForm(emptyForm(limits.defaultCustomChoices));
      onProposed();
      // Ready for the next question (the Submit button was disabled while sending, losing the focus).
      textRef.current?.focus();
    } catch (error) {
      toast.error(proposeFailureKeys(error).map((key) => t(key)).join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="propose-form" onSubmit={(event) => void submit(event)} noValidate aria-describedby={disclaimerId}>
      <div className="field">
        <label className="field__label" htmlFor={textId}>{t('propose.text.label')}</label>
        <textarea
          ref={textRef}
          id={textId}
          className="field__input propose-form__text"
          rows={3}
          placeholder={t('propose.text.placeholder', { max: limits.maxQuestionLength })}
          value={form.text}
          aria-invalid={fault?.field === 'text' || undefined}
          aria-describedby={countId}
          onChange={characterLimitedChange(form.text, limits.maxQuestionLength, (text) => edit({ ...form, text }))}
        />
        <p id={countId} className="propose-form__count">
          {t('propose.text.count', { used: characterCount(form.text), max: limits.maxQuestionLength })}
        </p>
      </div>
      <SelectField<string>
        label={t('propose.format.label')}
        value={form.format}
        options={[
          { value: '', label: t('propose.format.none') },
          ...scales.map((s) => ({ value: String(s.id), label: s.label })),
          { value: CUSTOM_FORMAT, label: t('propose.format.custom') },
        ]}
        invalid={fault?.field === 'format'}
        onValueChange={(format) => edit({ ...form, format: format as Format })}
      />
      {scale && (
        <p className="propose-hint" data-testid="propose-scale-choices">{t('propose.format.scaleChoices', { choices: scale.choices.join(' · ') })}</p>
      )}
      {form.format === CUSTOM_FORMAT && (
        <ChoiceEditor
          choices={form.choices}
          limits={limits}
          invalidChoiceId={fault?.field === 'choice' ? fault.id : null}
          onChange={(choices) => edit({ ...form, choices })}
        />
      )}
      <p className="propose-disclaimer" id={disclaimerId}>{t('propose.disclaimer')}</p>
      <Button type="submit" busy={sending}>{t('propose.submit')}</Button>
    </form>
  );
}
