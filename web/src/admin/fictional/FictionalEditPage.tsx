import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import type { Fictional, FictionalInput } from '../api/fictional';
import { ErrorAlert } from '../components/ErrorAlert';
import { Loading } from '../components/Loading';
import { PageHeader } from '../components/PageHeader';
import { adminPaths } from '../paths';
import { FirstMessageForm } from './FirstMessageForm';
import { SitesField } from './SitesField';
import { useFictionalPhotoUpload, useFictionalQuery, useRetireFictional, useSaveFictional } from '../queries/fictional';

const languages = ['en', 'nl', 'de', 'es', 'fr', 'it', 'pl'];
const sexualities = ['hetero', 'gay', 'lesbian', 'bi'];

function blank(): FictionalInput {
  return { name: '', date_of_birth: '', language: 'en', sites: ['*'], gender: 'female', looking_for: 'male', country: '', region: '', city: '', sexuality: '', about_me: '', interests: [] };
}

function inputOf(f: Fictional): FictionalInput {
  const { name, date_of_birth, language, sites, gender, looking_for, country, region, city, sexuality, about_me, interests, body_type, hair_color, eye_color, relationship_status } = f;
  return { name, date_of_birth, language, sites, gender, looking_for, country, region, city, sexuality, about_me, interests, body_type, hair_color, eye_color, relationship_status };
}

/** FictionalEditPage creates (/admin/fictional/new) or edits a fictional profile: its facts, its photos, retire and restore. */
export function FictionalEditPage() {
  const { id: param } = useParams();
  const id = param === 'new' ? 0 : Number(param);
  const query = useFictionalQuery(id);
  if (id > 0 && query.isPending) return <Loading />;
  if (id > 0 && query.isError) return <ErrorAlert error={query.error} />;
  return <FictionalForm key={id} id={id} profile={query.data} />;
}

function FictionalForm({ id, profile }: { id: number; profile?: Fictional }) {
  const { t } = useTranslation(['admin', 'errors']);
  const navigate = useNavigate();
  const [form, setForm] = useState<FictionalInput>(() => (profile ? inputOf(profile) : blank()));
  const [saved, setSaved] = useState(false);
  const save = useSaveFictional(id);
  const retire = useRetireFictional(id);
  const upload = useFictionalPhotoUpload(id);
  const err = save.error instanceof ApiError ? save.error : null;
  const fieldError = (field: string) => (err?.field === field ? t(`errors:${err.key ?? 'generic'}`, { ...err.params }) : null);
  const set = (field: keyof FictionalInput) => (e: { target: { value: string } }) => {
    setSaved(false);
    setForm({ ...form, [field]: field === 'interests' ? e.target.value.split(',').map((s) => s.trim()).filter(Boolean) : e.target.value });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form, {
      onSuccess: (f) => {
        setSaved(true);
        if (id === 0) void navigate(adminPaths.fictionalProfile(f.id), { replace: true });
      },
    });
  };
  const field = (name: keyof FictionalInput, control: React.ReactNode) => (
    <div className="col-sm-6 col-lg-4">
      <label htmlFor={`f-${name}`} className="form-label small fw-semibold">
        {t(`fictional.${name}`)}
      </label>
      {control}
      {fieldError(name) && <div className="invalid-feedback d-block">{fieldError(name)}</div>}
    </div>
  );
  const text = (name: keyof FictionalInput, type = 'text') =>
    field(name, <input id={`f-${name}`} type={type} className={`form-control form-control-sm ${fieldError(name) ? 'is-invalid' : ''}`} value={(form[name] as string) ?? ''} onChange={set(name)} />);
  const select = (name: keyof FictionalInput, options: string[], label: (o: string) => string) =>
    field(
      name,
      <select id={`f-${name}`} className={`form-select form-select-sm ${fieldError(name) ? 'is-invalid' : ''}`} value={(form[name] as string) ?? ''} onChange={set(name)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>,
    );

  return (
    <>
      <PageHeader title={id > 0 ? profile?.name : t('fictional.new')}>
        <Link to={adminPaths.fictional} className="btn btn-outline-secondary btn-sm">
          {t('fictional.back')}
        </Link>
        {profile && (
          <button type="button" className="btn btn-outline-danger btn-sm" disabled={retire.isPending} onClick={() => retire.mutate(!profile.retired)}>
            {profile.retired ? t('fictional.restore') : t('fictional.retire')}
          </button>
        )}
      </PageHeader>
      {profile?.retired && <div className="alert alert-secondary small">{t('fictional.retiredNote')}</div>}
      <ErrorAlert error={retire.error} />
      <form onSubmit={onSubmit} noValidate aria-label={t('fictional.formLabel')}>
        <div className="row g-3 mb-3">
          {text('name')}
          {text('date_of_birth', 'date')}
          {select('language', languages, (l) => t(`fictional.languages.${l}`))}
          {select('gender', ['female', 'male'], (g) => t(`fictional.genders.${g}`))}
          {select('looking_for', ['male', 'female', 'both'], (g) => t(`fictional.genders.${g}`))}
          {select('sexuality', ['', ...sexualities], (s) => (s ? t(`fictional.sexualities.${s}`) : '–'))}
          {text('country')}
          {text('region')}
          {text('city')}
          {field(
            'interests',
            <input id="f-interests" className={`form-control form-control-sm ${fieldError('interests') ? 'is-invalid' : ''}`} defaultValue={(form.interests ?? []).join(', ')} onChange={set('interests')} />,
          )}
          <SitesField
            value={form.sites}
            error={fieldError('sites')}
            onChange={(sites) => {
              setSaved(false);
              setForm({ ...form, sites });
            }}
          />
          <div className="col-12">
            <label htmlFor="f-about_me" className="form-label small fw-semibold">
              {t('fictional.about_me')}
            </label>
            <textarea id="f-about_me" rows={4} className={`form-control form-control-sm ${fieldError('about_me') ? 'is-invalid' : ''}`} value={form.about_me ?? ''} onChange={set('about_me')} />
            {fieldError('about_me') && <div className="invalid-feedback d-block">{fieldError('about_me')}</div>}
          </div>
        </div>
        {err && !err.field && <ErrorAlert error={err} />}
        {save.error && !err && <ErrorAlert error={save.error} />}
        {saved && (
          <p className="text-success small" role="status">
            {t('fictional.saved')}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {id > 0 ? t('fictional.save') : t('fictional.create')}
        </button>
      </form>
      {profile && (
        <section className="mt-4" aria-label={t('fictional.photos')}>
          <h2 className="h6">{t('fictional.photos')}</h2>
          <div className="d-flex flex-wrap gap-2 mb-2">
            {profile.photos.map((p) => (
              <img key={p.id} src={p.url} alt={p.main ? t('fictional.mainPhoto') : ''} width={96} height={96} className={`rounded object-fit-cover ${p.main ? 'border border-primary border-2' : ''}`} />
            ))}
          </div>
          <label htmlFor="f-photo" className="form-label small fw-semibold">
            {t('fictional.addPhoto')}
          </label>
          <input
            id="f-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="form-control form-control-sm"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          <ErrorAlert error={upload.error} />
        </section>
      )}
      {profile && !profile.retired && <FirstMessageForm id={profile.id} />}
    </>
  );
}
