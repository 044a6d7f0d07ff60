import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carryable, leftBehind } from '../../../domain/rules/carry';
import type { FocusPlan } from '../../../domain/rules/focus';
import type { LifeWheelArea } from '../../../domain/schemas/wheel';
import type { Project } from '../../../domain/schemas/projects';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/errors';
import { CarryOptions, LeftBehind } from './carry-options';
import { useAreaColor } from '../../lib/theme';

type FocusModalProps = {
  areas: readonly LifeWheelArea[];
  plan: FocusPlan;
  saving: boolean;
  error: unknown;
  /** From cycle 2 on: the previous cycle's ACTIVE projects; those in a chosen area come along unless unticked. */
  carryCandidates?: readonly Project[];
  onConfirm: (areaIds: string[], carryProjectIds: string[]) => void;
  onCancel: () => void;
};

/**
 * The focus choice when the lowest scores tie: the areas below the tie are fixed, the tied ones are the
 * user's choice with the first ones preselected, and confirm needs exactly the required number. From cycle 2 on
 * it also offers the previous cycle's projects of the chosen areas (ticked: they come along unless unticked) and
 * names those whose area is not chosen, which stay behind as Someday. Confirm stays in view at the dialog's bottom
 * edge however long the lists are. Mounted only while open, so each opening starts from the preselection.
 */
export function FocusModal({ areas, plan, saving, error, carryCandidates = [], onConfirm, onCancel }: FocusModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(plan.preselected));
  const byId = new Map(areas.map((area) => [area.areaId, area]));
  const fixed = plan.autoChosen.flatMap((id) => byId.get(id) ?? []);
  const tied = plan.candidates.flatMap((id) => byId.get(id) ?? []);
  // Every candidate comes along unless unticked, also one read after the dialog opened or whose area a tie's choice adds.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const count = selected.size;
  const ready = count === plan.required;
  const carryOffered = carryable(carryCandidates, selected);
  const staying = leftBehind(carryCandidates, selected);
  const carried = new Set(carryOffered.filter((project) => !unticked.has(project.id)).map((project) => project.id));

  const toggle = (areaId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(areaId)) next.delete(areaId);
      else next.add(areaId);
      return next;
    });

  const toggleCarried = (projectId: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(projectId)) next.delete(projectId);
      else next.add(projectId);
      return next;
    });

  const confirm = () => {
    if (!ready || saving) return;
    // Wheel order, as the server lists the selection; a ticked project whose area was unticked stays behind.
    onConfirm(
      areas.filter((area) => selected.has(area.areaId)).map((area) => area.areaId),
      carryOffered.filter((project) => carried.has(project.id)).map((project) => project.id),
    );
  };

  return (
    <Modal open labelledBy={titleId} describedBy={textId} size="small" className="focus-modal" {...(saving ? {} : { onDismiss: onCancel })}>
      <h2 id={titleId} className="modal__title">
        {t('wheel.focusModal.title')}
      </h2>
      <p id={textId} className="modal__text">
        {plan.needsChoice ? t('wheel.focusModal.text', { count: plan.openSlots, required: plan.required }) : t('cycles.carry.focusText', { count: plan.required })}
      </p>
      <fieldset className="focus-modal__options" disabled={saving}>
        <legend className="visually-hidden">{t('wheel.focusModal.title')}</legend>
        {fixed.map((area) => (
          <FocusOption key={area.id} area={area} checked disabled note={t('wheel.focusModal.autoChosen')} />
        ))}
        {tied.map((area) => (
          <FocusOption
            key={area.id}
            area={area}
            checked={selected.has(area.areaId)}
            note={t('wheel.focusModal.tied', { score: area.score })}
            onToggle={() => toggle(area.areaId)}
          />
        ))}
      </fieldset>
      <CarryOptions projects={carryOffered} areas={areas} carried={carried} disabled={saving} onToggle={toggleCarried} />
      <LeftBehind projects={staying} areas={areas} />
      {error ? (
        <p className="form-alert focus-modal__error" role="alert">
          {errorMessage(error, t)}
        </p>
      ) : null}
      <div className="modal__actions modal__actions--sticky focus-modal__footer">
        <p className={`focus-modal__counter${ready ? ' focus-modal__counter--ready' : ''}`} aria-live="polite">
          {t('wheel.focusModal.counter', { selected: count, required: plan.required })}
          {ready ? null : <span className="focus-modal__exactly"> {t('wheel.focusModal.exactly', { required: plan.required })}</span>}
        </p>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={confirm} disabled={!ready || saving} aria-busy={saving}>
          {saving ? t('wheel.focusModal.confirming') : t('wheel.focusModal.confirm')}
        </button>
      </div>
    </Modal>
  );
}

type FocusOptionProps = { area: LifeWheelArea; checked: boolean; disabled?: boolean; note: string; onToggle?: () => void };

function FocusOption({ area, checked, disabled = false, note, onToggle }: FocusOptionProps) {
  const areaColor = useAreaColor();
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <label className={`focus-option${disabled ? ' focus-option--fixed' : ''}${checked ? ' focus-option--checked' : ''}`} style={{ borderColor: checked ? areaColor(area.color) : undefined }}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} aria-describedby={noteId} />
      <span className="focus-option__emoji" aria-hidden="true">
        {area.emoji}
      </span>
      <span className="focus-option__text">
        <span className="focus-option__name">{area.areaName}</span>
        <span id={noteId} className="focus-option__note">
          {note}
        </span>
      </span>
      <span className="focus-option__score">{t('wheel.outOfTen', { score: area.score })}</span>
    </label>
  );
}
