import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableChoice } from './proposeForm';
import { characterLimitedChange } from './characterLimitedChange';

interface Props {
  choice: EditableChoice;
  index: number;
  count: number;
  maxLength: number;
  canDelete: boolean;
  invalid: boolean;
  onLabel(label: string): void;
  onMove(to: number): void;
  onDelete(): void;
}

/** One choice of the editor: its drag handle (pointer or keyboard), its text, move up/down and delete. */
export function SortableChoice({ choice, index, count, maxLength, canDelete, invalid, onLabel, onMove, onDelete }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: choice.id, attributes: { roleDescription: t('propose.choices.roleDescription') } });
  const number = index + 1;
  return (
    <li
      ref={setNodeRef}
      className="propose-choice"
      data-choice-id={choice.id}
      data-dragging={isDragging || undefined}
      data-testid="propose-choice"
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="propose-choice__handle"
        {...attributes}
        {...listeners}
        aria-label={t('propose.choices.drag', { number })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <label className="visually-hidden" htmlFor={inputId}>{t('propose.choices.label', { number })}</label>
      <input
        id={inputId}
        data-part="input"
        className="field__input propose-choice__input"
        value={choice.label}
        placeholder={t('propose.choices.placeholder', { number, max: maxLength })}
        aria-invalid={invalid || undefined}
        onChange={characterLimitedChange(choice.label, maxLength, onLabel)}
      />
      <button type="button" data-part="up" className="propose-choice__action" onClick={() => onMove(index - 1)} disabled={index === 0} aria-label={t('propose.choices.up', { number })}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" data-part="down" className="propose-choice__action" onClick={() => onMove(index + 1)} disabled={index === count - 1} aria-label={t('propose.choices.down', { number })}>
        <span aria-hidden="true">↓</span>
      </button>
      {canDelete && (
        <button type="button" className="propose-choice__action propose-choice__action--delete" onClick={onDelete} aria-label={t('propose.choices.delete', { number })}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}
