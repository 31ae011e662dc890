import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { canAddChoice, canDeleteChoice, type ProposeLimits } from '@contract/rules/propose-rules';
import { moveItem, newChoice, type EditableChoice } from './proposeForm';
import { SortableChoice } from './SortableChoice';
import { clearWarning, warn } from './warn';

interface Props {
  choices: EditableChoice[];
  limits: ProposeLimits;
  /** The choice a refused proposal is about, marked invalid. */
  invalidChoiceId?: string | null;
  onChange(choices: EditableChoice[]): void;
}

/**
 * The custom choices: reordered by dragging, by the keyboard on a choice's handle (Space,
 * arrows, Space) or with its move buttons; deleted only while there are more than 2; at most 8.
 */
export function ChoiceEditor({ choices, limits, invalidChoiceId = null, onChange }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const positionOf = (id: string | number) => choices.findIndex((choice) => choice.id === id) + 1;
  // dnd-kit reports the picked-up choice over its own place at once: told as a move, it would drown
  // the pick-up. Once it has left that place, coming back to it is a move like any other.
  const leftItsPlace = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      leftItsPlace.current = false;
      return t('propose.choices.announce.start', { number: positionOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !leftItsPlace.current)) return undefined;
      leftItsPlace.current = true;
      return t('propose.choices.announce.over', { number: positionOf(over.id) });
    },
    onDragEnd: ({ over }) => (over ? t('propose.choices.announce.end', { number: positionOf(over.id) }) : undefined),
    onDragCancel: () => t('propose.choices.announce.cancel'),
  };

  // Focus follows the choice a button moved, deleted or added (the pressed button moves or goes away).
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ id: string; part: 'input' | 'up' | 'down' } | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target) listRef.current?.querySelector<HTMLElement>(`[data-choice-id="${target.id}"] [data-part="${target.part}"]`)?.focus();
  });

  const move = (from: number, to: number) => onChange(moveItem(choices, from, to));
  const moveByButton = (from: number, to: number) => {
    const moved = choices[from];
    const last = choices.length - 1;
    const landed = Math.min(Math.max(0, to), last);
    if (moved) focusAfter.current = { id: moved.id, part: to < from ? (landed === 0 ? 'down' : 'up') : landed === last ? 'up' : 'down' };
    move(from, to);
  };
  const remove = (index: number) => {
    // Below the maximum again: a warning about too many choices no longer holds (any other still does).
    clearWarning(t('propose.problems.tooManyChoices'));
    const rest = choices.filter((_, i) => i !== index);
    const next = rest[Math.min(index, rest.length - 1)];
    if (next) focusAfter.current = { id: next.id, part: 'input' };
    onChange(rest);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  const add = () => {
    if (!canAddChoice(choices.length, limits)) {
      warn(t('propose.problems.tooManyChoices'));
      return;
    }
    const added = newChoice();
    focusAfter.current = { id: added.id, part: 'input' };
    onChange([...choices, added]);
  };
  const deletable = canDeleteChoice(choices.length, limits);

  return (
    <fieldset className="propose-choices">
      <legend className="field__label">{t('propose.choices.legend')}</legend>
      <p className="propose-hint" id="propose-choices-hint">{t('propose.choices.hint', { min: limits.minChoices, max: limits.maxChoices, maxLength: limits.maxChoiceLength })}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('propose.choices.instructions') } }}
      >
        <SortableContext items={choices.map((choice) => choice.id)} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="propose-choices__list" aria-describedby="propose-choices-hint">
            {choices.map((choice, index) => (
              <SortableChoice
                key={choice.id}
                choice={choice}
                index={index}
                count={choices.length}
                maxLength={limits.maxChoiceLength}
                canDelete={deletable}
                invalid={choice.id === invalidChoiceId}
                onLabel={(label) => onChange(choices.map((c) => (c.id === choice.id ? { ...c, label } : c)))}
                onMove={(to) => moveByButton(index, to)}
                onDelete={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button variant="secondary" onClick={add}>{t('propose.choices.add')}</Button>
    </fieldset>
  );
}
