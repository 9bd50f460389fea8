import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.js';

const inputClass = 'mt-1 w-full rounded-control border-2 border-line bg-surface p-3 text-lg';

/** Spec §2.4 Add Text: the text and a title (default Text Evidence); blank text is ignored. */
export function TextEvidenceForm({
  onAdd,
  onCancel,
}: {
  onAdd: (input: { text: string; title: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ text, title });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-card border border-line p-4">
      <div>
        <label htmlFor={`${id}-title`} className="font-semibold">
          {t('evidence.textForm.title')}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          placeholder={t('evidence.textForm.defaultTitle')}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('evidence.textForm.text')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={4}
          dir="auto"
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t('evidence.textForm.add')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('evidence.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2.4 Call Log: phone number, caller name and call details; added only with both §5 fields. */
export function CallLogForm({
  onAdd,
  onCancel,
}: {
  onAdd: (input: { phoneNumber: string; callerName: string; details: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('protection');
  const id = useId();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [callerName, setCallerName] = useState('');
  const [details, setDetails] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ phoneNumber, callerName, details });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-card border border-line p-4">
      <div>
        <label htmlFor={`${id}-phone`} className="font-semibold">
          {t('evidence.callLogForm.phoneNumber')}
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-caller`} className="font-semibold">
          {t('evidence.callLogForm.callerName')}
        </label>
        <input
          id={`${id}-caller`}
          value={callerName}
          onChange={(event) => setCallerName(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-details`} className="font-semibold">
          {t('evidence.callLogForm.details')}
        </label>
        <textarea
          id={`${id}-details`}
          value={details}
          rows={3}
          dir="auto"
          onChange={(event) => setDetails(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit">{t('evidence.callLogForm.add')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('evidence.cancel')}
        </Button>
      </div>
    </form>
  );
}
