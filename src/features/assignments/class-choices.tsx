import { useTranslation } from 'react-i18next';
import { useClassRoomOptions } from '../../api/classes';
import { Field } from '../../ui/field';
import { mutedStyle } from '../../ui/page-styles';
import { Spinner } from '../../ui/spinner';
import { choiceStyle, choicesStyle, classRowStyle } from './styles';

/** A class chosen in the form, with its due day as typed (YYYY-MM-DD, '' for none). */
export interface ClassChoice {
  classRoomId: string;
  day: string;
}

export interface ClassChoicesProps {
  value: ClassChoice[];
  onChange: (next: ClassChoice[]) => void;
  /** Errors by class id (the service's, on `classRooms.<i>.*`, mapped back). */
  errors: Record<string, string>;
  /** Classes it is given to already, shown even when the picker does not list them. */
  known?: { classRoomId: string; name: string }[];
}

/** The organisation's open classes, each with a tick and, once ticked, its due day. */
export function ClassChoices({ value, onChange, errors, known = [] }: ClassChoicesProps) {
  const { t } = useTranslation();
  const options = useClassRoomOptions();
  if (options.isPending) return <Spinner />;
  const rooms = [
    ...(options.data ?? []).map((room) => ({ classRoomId: room.id, name: room.name })),
  ];
  for (const room of known) {
    if (!rooms.some((r) => r.classRoomId === room.classRoomId)) rooms.push(room);
  }
  if (rooms.length === 0) return <p className={mutedStyle}>{t('assignments.form.noClasses')}</p>;
  const chosen = new Map(value.map((choice) => [choice.classRoomId, choice]));
  const toggle = (classRoomId: string, on: boolean) =>
    onChange(
      on
        ? [...value, { classRoomId, day: '' }]
        : value.filter((choice) => choice.classRoomId !== classRoomId),
    );
  const setDay = (classRoomId: string, day: string) =>
    onChange(value.map((c) => (c.classRoomId === classRoomId ? { ...c, day } : c)));
  return (
    <fieldset className={choicesStyle} data-testid="given-class-choices">
      <legend>{t('assignments.form.classes')}</legend>
      <p className={mutedStyle}>{t('assignments.form.classesHint')}</p>
      {rooms.map((room) => {
        const choice = chosen.get(room.classRoomId);
        const id = `given-class-${room.classRoomId}`;
        return (
          <div key={room.classRoomId} className={classRowStyle}>
            <label className={choiceStyle} htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={choice !== undefined}
                onChange={(event) => toggle(room.classRoomId, event.target.checked)}
              />
              <span>{room.name}</span>
            </label>
            {choice && (
              <Field
                id={`${id}-due`}
                type="date"
                label={t('assignments.form.dueAt', { name: room.name })}
                value={choice.day}
                onChange={(day) => setDay(room.classRoomId, day)}
                error={errors[room.classRoomId]}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
