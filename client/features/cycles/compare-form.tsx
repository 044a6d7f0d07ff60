import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectField } from '../../components/form-field';
import type { CycleList } from '../../../domain/schemas/cycles';
import { useForm } from '../../lib/form';
import { comparePath } from '../../lib/paths';

type Cycles = CycleList['cycles'];

/** The default pair: the last closed cycle and the one after it (the current one); else the last two. */
export function defaultPair(cycles: Cycles): { from: string; to: string } {
  const lastClosed = cycles.findLastIndex((cycle) => cycle.status === 'CLOSED');
  const fromIndex = lastClosed >= 0 && lastClosed < cycles.length - 1 ? lastClosed : cycles.length - 2;
  return { from: cycles[fromIndex]?.id ?? '', to: cycles[fromIndex + 1]?.id ?? '' };
}

/** Two cycles to compare; the same one twice is refused in words, and nothing happens. */
export function CompareForm({ cycles }: { cycles: Cycles }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initial: () => defaultPair(cycles),
    check: (pair) => (pair.from === pair.to ? { ok: false, problems: { from: { key: 'sameCycle' } } } : { ok: true, input: pair }),
    send: async ({ from, to }) => {
      void navigate(comparePath(from, to));
    },
    words: () => t('cycles.list.sameCycle'),
  });
  const options = cycles.map((cycle) => (
    <option key={cycle.id} value={cycle.id}>
      {t('cycles.number', { number: cycle.number })}
    </option>
  ));

  return (
    <form className="card compare-form" onSubmit={form.submit} noValidate aria-labelledby="compare-form-title">
      <h2 id="compare-form-title" className="section-title">
        {t('cycles.list.compareTitle')}
      </h2>
      <div className="compare-form__fields">
        <SelectField label={t('cycles.list.compareFrom')} value={form.values.from} onChange={(event) => form.set({ from: event.target.value })} error={form.error('from')}>
          {options}
        </SelectField>
        <SelectField label={t('cycles.list.compareTo')} value={form.values.to} onChange={(event) => form.set({ to: event.target.value }, ['from'])}>
          {options}
        </SelectField>
      </div>
      <button type="submit" className="button button--primary button--block">
        {t('cycles.list.compare')}
      </button>
    </form>
  );
}
