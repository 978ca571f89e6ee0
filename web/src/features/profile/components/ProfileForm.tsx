import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import type { OwnProfile, ProfileFields } from '../../../api/profile';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useUpdateProfileMutation } from '../../../queries/profile';
import { useInterestsQuery, useRegionsQuery } from '../../../queries/site';
import { useSettings } from '../../../queries/siteState';
import { useFieldErrors } from '../../../components/useFieldErrors';
import { checkProfile, formFields, formOf, genders, lookingFor, optionalChoices, optionalFields, profileInput } from '../profileRules';
import { AboutMeField } from './AboutMeField';
import { InterestChips } from './InterestChips';
import { LocationFields } from './LocationFields';
import { OptionSelect } from './OptionSelect';
import './profileForm.css';

/** ProfileForm edits the member's profile fields and saves them all at once. */
export function ProfileForm({ profile }: { profile: OwnProfile['profile'] }) {
  const { t } = useTranslation('profile');
  const settings = useSettings();
  const regions = useRegionsQuery();
  const interests = useInterestsQuery();
  const mutation = useUpdateProfileMutation();
  const [form, setForm] = useState(() => formOf(profile));
  const [problem, setProblem] = useState<ApiError | null>(null);
  const error = problem ?? mutation.error;
  const fields = useFieldErrors(error, formFields);
  const formRef = useRef<HTMLFormElement>(null);
  // The mistake may be far above the save button: take the member to it.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [error]);
  const set = (next: Partial<ProfileFields>) => {
    setForm((f) => ({ ...f, ...next }));
    if (mutation.isSuccess) mutation.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkProfile(form, settings, regions.data);
    setProblem(found);
    mutation.reset();
    if (!found) mutation.mutate(profileInput(form, interests.data));
  };

  return (
    <form ref={formRef} className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate aria-labelledby="pe-title">
      <h2 className="h5 fw-bold mb-3" id="pe-title">{t('editor.detailsTitle')}</h2>
      <ApiErrorAlert error={fields.alert} />
      <section className="profile-section" aria-labelledby="pe-basics">
        <h3 className="h6 fw-bold text-uppercase text-body-secondary" id="pe-basics">{t('editor.sections.basics')}</h3>
        <div className="row g-3">
          <div className="col-sm-6">
            <OptionSelect name="gender" options={genders} value={form.gender} onChange={(gender) => set({ gender })} required fields={fields} />
          </div>
          <div className="col-sm-6">
            <OptionSelect name="looking_for" options={lookingFor} value={form.looking_for} onChange={(v) => set({ looking_for: v })} required fields={fields} />
          </div>
          <LocationFields country={form.country} region={form.region} city={form.city} onChange={set} fields={fields} />
        </div>
      </section>
      <section className="profile-section" aria-labelledby="pe-details">
        <h3 className="h6 fw-bold text-uppercase text-body-secondary" id="pe-details">{t('editor.sections.details')}</h3>
        <div className="row g-3">
          {optionalFields.map((name) => (
            <div className="col-sm-6" key={name}>
              <OptionSelect name={name} options={optionalChoices[name]} value={form[name]} onChange={(v) => set({ [name]: v })} fields={fields} />
            </div>
          ))}
        </div>
      </section>
      <section className="profile-section" aria-labelledby="pe-about">
        <h3 className="h6 fw-bold text-uppercase text-body-secondary" id="pe-about">{t('editor.sections.about')}</h3>
        <div className="mb-4">
          <InterestChips value={form.interests} onChange={(v) => set({ interests: v })} fields={fields} />
        </div>
        <AboutMeField value={form.about_me} onChange={(v) => set({ about_me: v })} fields={fields} />
      </section>
      <section className="profile-section" aria-labelledby="pe-privacy">
        <h3 className="h6 fw-bold text-uppercase text-body-secondary" id="pe-privacy">{t('editor.sections.privacy')}</h3>
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            id="pe-invisible"
            checked={form.invisible}
            onChange={(e) => set({ invisible: e.target.checked })}
            aria-describedby="pe-invisible-help"
          />
          <label className="form-check-label fw-semibold" htmlFor="pe-invisible">{t('editor.invisible')}</label>
          <div id="pe-invisible-help" className="form-text mt-0">{t('editor.invisibleHelp')}</div>
          {fields.feedback('invisible', 'pe-invisible')}
        </div>
      </section>
      {mutation.isSuccess && (
        <div className="alert alert-success py-2" role="status">
          {t('editor.saved')}
        </div>
      )}
      {/* On phones the save button stays in reach at the bottom of the screen while the form scrolls. */}
      <div className="profile-save-bar">
        <button type="submit" className="btn btn-primary fw-semibold" disabled={mutation.isPending}>
          {mutation.isPending ? t('editor.saving') : t('editor.save')}
        </button>
      </div>
    </form>
  );
}
