import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '../../../api/notifications';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { notificationKeys, useSavePushSettingsMutation } from '../../../queries/notifications';
import { useSettings } from '../../../queries/siteState';
import { pushPhase, type PushPhase } from '../../push/pushState';
import { usePushState, usePushStore } from '../../push/pushStore';

/**
 * PushSettings is the push column of the notification settings (issue 19), shown when
 * the site can push: this device's state (turn push on, on already, blocked in the
 * browser, or not possible here), a switch per pushable type and the opt-in to show
 * the sender's name and first words on the lock screen.
 */
export function PushSettings({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const publicKey = useSettings().push_public_key;
  const save = useSavePushSettingsMutation();
  if (!publicKey || !settings.push_types) return null;
  return (
    <section className="d-flex flex-column gap-3 mt-3" aria-labelledby="push-title" data-testid="push-settings">
      <div>
        <h2 className="h5 fw-bold mb-1" id="push-title">
          {t('push.title')}
        </h2>
        <p className="small text-body-secondary mb-0">{t('push.intro')}</p>
      </div>
      <DeviceState publicKey={publicKey} devices={settings.push_devices ?? 0} />
      <ul className="list-group" aria-label={t('push.title')}>
        {settings.push_types.map((s) => (
          <Switch
            key={s.type}
            id={`push-${s.type}`}
            title={t(`types.${s.type}.title`)}
            label={t('push.typeSwitch', { type: t(`types.${s.type}.title`) })}
            checked={s.enabled}
            disabled={save.isPending}
            onChange={() => save.mutate({ push_types: { [s.type]: !s.enabled } })}
          />
        ))}
        <Switch
          id="push-preview"
          title={t('push.preview.title')}
          text={t('push.preview.text')}
          checked={settings.push_preview ?? false}
          disabled={save.isPending}
          onChange={() => save.mutate({ push_preview: !settings.push_preview })}
        />
      </ul>
      <ApiErrorAlert error={save.error} />
    </section>
  );
}

type SwitchProps = { id: string; title: string; text?: string; label?: string; checked: boolean; disabled: boolean; onChange: () => void };

function Switch({ id, title, text, label, checked, disabled, onChange }: SwitchProps) {
  return (
    <li className="list-group-item py-3">
      <div className="form-check form-switch d-flex align-items-start gap-3 ps-0 mb-0">
        <input className="form-check-input ms-0 mt-1 flex-shrink-0" type="checkbox" role="switch" id={id} aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
        <label className="form-check-label flex-grow-1" htmlFor={id}>
          <span className="fw-semibold d-block">{title}</span>
          {text && <span className="small text-body-secondary d-block">{text}</span>}
        </label>
      </div>
    </li>
  );
}

/** DeviceState tells what push is on this device and offers to turn it on where it can be. */
function DeviceState({ publicKey, devices }: { publicKey: string; devices: number }) {
  const { t } = useTranslation('notifications');
  const store = usePushStore();
  const phase: PushPhase = pushPhase(usePushState());
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => void store.detect(publicKey), [store, publicKey]);
  const enable = () => {
    setBusy(true);
    setFailed(false);
    store
      .enable(publicKey)
      .then(() => qc.invalidateQueries({ queryKey: notificationKeys.settings() }))
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <div className="d-flex flex-column gap-2" data-testid="push-device" data-phase={phase}>
      {phase === 'capable' && (
        <div>
          <button type="button" className="btn btn-primary" onClick={enable} disabled={busy}>
            {t('push.enableDevice')}
          </button>
        </div>
      )}
      {phase === 'subscribed' && <p className="small text-success mb-0">{t('push.onDevice')}</p>}
      {phase === 'denied' && (
        <div className="alert alert-warning small mb-0" role="status">
          {t('push.blocked')}
        </div>
      )}
      {phase === 'notCapable' && <p className="small text-body-secondary mb-0">{t('push.notCapable')}</p>}
      {failed && (
        <div className="alert alert-danger small mb-0" role="alert">
          {t('push.failed')}
        </div>
      )}
      {devices > 0 && <p className="small text-body-secondary mb-0">{t('push.devices', { count: devices })}</p>}
    </div>
  );
}
