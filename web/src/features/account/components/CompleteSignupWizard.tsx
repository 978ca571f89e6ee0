import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import type { CountryRegions, Settings } from '../../../api/site';
import type { ProfileBasicsAnswers, User } from '../../../api/user';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useRegionsQuery } from '../../../queries/site';
import { useSettings } from '../../../queries/siteState';
import { useSaveProfileMutation } from '../../../queries/account';
import { afterLoginPath } from '../afterLogin';
import { ChoiceStep } from './ChoiceStep';
import { LocationStep } from './LocationStep';
import { clientError, useFieldErrors } from '../../../components/useFieldErrors';

// stepFields are the questions in order, by the fields the server names in its errors.
const stepFields = [['gender'], ['looking_for'], ['country', 'region'], ['city']] as const;
const lastStep = stepFields.length - 1;

/** initialAnswers are the member's earlier answers, with the country guessed from the visitor's location. */
function initialAnswers(user: User, settings: Settings): ProfileBasicsAnswers {
  const p = user.profile;
  const guessed = settings.countries.includes(settings.geoip_selected_country) ? settings.geoip_selected_country : '';
  return { gender: p.gender ?? '', looking_for: p.looking_for ?? '', country: p.country || guessed, region: p.region ?? '', city: p.city ?? '' };
}

/** check finds what is missing in a step's answers before moving on, as the server would. */
function check(step: number, a: ProfileBasicsAnswers, settings: Settings, regions?: Record<string, CountryRegions>): ApiError | null {
  switch (step) {
    case 0:
      return a.gender ? null : clientError('gender', 'genderRequired');
    case 1:
      return a.looking_for ? null : clientError('looking_for', 'lookingForRequired');
    case 2:
      if (!settings.countries.includes(a.country) || (regions && !regions[a.country])) return clientError('country', 'countryInvalid');
      return regions?.[a.country]?.regions.some((r) => r.id === a.region) ? null : clientError('region', 'regionInvalid');
    default:
      return a.city.trim() ? null : clientError('city', 'cityRequired');
  }
}

/**
 * CompleteSignupWizard asks the profile basics one question per step, then saves them and
 * moves on to the members; onLastAnswer runs as the answers go out (the page may ask for a photo next).
 */
export function CompleteSignupWizard({ user, onLastAnswer }: { user: User; onLastAnswer?: () => void }) {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const regions = useRegionsQuery();
  const navigate = useNavigate();
  const mutation = useSaveProfileMutation();
  const [answers, setAnswers] = useState(() => initialAnswers(user, settings));
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const fields = useFieldErrors(problem ?? mutation.error, stepFields[step] ?? []);
  const answer = (a: Partial<ProfileBasicsAnswers>) => setAnswers((prev) => ({ ...prev, ...a }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(step, answers, settings, regions.data);
    setProblem(found);
    mutation.reset();
    if (found) return;
    if (step < lastStep) return setStep(step + 1);
    onLastAnswer?.();
    mutation.mutate(
      { ...answers, city: answers.city.trim() },
      {
        onSuccess: () => onLastAnswer === undefined && navigate(afterLoginPath()),
        // The server checks all answers: show its objection at the question it concerns.
        onError: (err) => {
          const at = stepFields.findIndex((f) => err instanceof ApiError && (f as readonly string[]).includes(err.field ?? ''));
          if (at >= 0) setStep(at);
        },
      },
    );
  };
  const back = () => {
    setProblem(null);
    mutation.reset();
    setStep(step - 1);
  };

  return (
    <form className="card border-0 shadow-sm p-4" onSubmit={submit} noValidate>
      <p className="small text-body-secondary mb-1" id="cs-progress" aria-live="polite">
        {t('complete.progress', { step: step + 1, total: stepFields.length })}
      </p>
      <div className="progress mb-4" style={{ height: '0.5rem' }} role="progressbar" aria-labelledby="cs-progress" aria-valuemin={1} aria-valuemax={stepFields.length} aria-valuenow={step + 1}>
        <div className="progress-bar" style={{ width: `${((step + 1) / stepFields.length) * 100}%` }} />
      </div>
      <ApiErrorAlert error={fields.alert} />
      {step === 0 && (
        <ChoiceStep
          name="gender"
          question={t('complete.genderQuestion')}
          options={[{ value: 'male', label: t('complete.genderMale') }, { value: 'female', label: t('complete.genderFemale') }]}
          value={answers.gender}
          onChange={(gender) => answer({ gender })}
          feedback={fields.feedback('gender', 'cs-gender')}
        />
      )}
      {step === 1 && (
        <ChoiceStep
          name="looking_for"
          question={t('complete.lookingForQuestion')}
          options={[
            { value: 'male', label: t('complete.lookingForMale') },
            { value: 'female', label: t('complete.lookingForFemale') },
            { value: 'both', label: t('complete.lookingForBoth') },
          ]}
          value={answers.looking_for}
          onChange={(looking_for) => answer({ looking_for })}
          feedback={fields.feedback('looking_for', 'cs-looking_for')}
        />
      )}
      {step === 2 && <LocationStep country={answers.country} region={answers.region} onChange={answer} fields={fields} />}
      {step === 3 && (
        <fieldset>
          <legend className="h4 fw-bold mb-3">{t('complete.cityQuestion')}</legend>
          <label htmlFor="cs-city" className="form-label fw-semibold">{t('complete.city')}</label>
          <input type="text" autoComplete="address-level2" maxLength={80} value={answers.city} onChange={(e) => answer({ city: e.target.value })} {...fields.control('city', 'cs-city')} />
          {fields.feedback('city', 'cs-city')}
        </fieldset>
      )}
      <div className="d-flex gap-2 mt-4">
        {step > 0 && (
          <button type="button" className="btn btn-outline-secondary" onClick={back} disabled={mutation.isPending}>
            {t('complete.back')}
          </button>
        )}
        <button type="submit" className="btn btn-primary fw-semibold flex-grow-1" disabled={mutation.isPending || (step === 2 && regions.isPending)}>
          {step < lastStep ? t('complete.next') : mutation.isPending ? t('complete.submitting') : t('complete.submit')}
        </button>
      </div>
    </form>
  );
}
