-- Reminder mails (issue 18) are found by a periodic sweep. For each reminder kind the
-- sweep remembers up to when the causes (message arrivals, sign-ups) were looked at,
-- so that each cause is looked at once per kind, by an index range scan.
CREATE TABLE reminder_sweeps (
    kind      TEXT PRIMARY KEY,
    swept_to  TEXT NOT NULL
);

-- The last reminder of each kind a member was sent (queued, in the sweep's
-- transaction): activation and profile-photo reminders go out once, unread-message
-- reminders at most once per amora.UnreadReminderGap.
CREATE TABLE member_reminders (
    user_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind     TEXT NOT NULL,
    sent_at  TEXT NOT NULL,
    PRIMARY KEY (user_id, kind)
);

-- Unread messages by arrival, for the unread-message reminders; small, as most
-- messages are read within hours.
CREATE INDEX messages_unread_arrival ON messages (created_at) WHERE read_at = '';
-- Sign-ups by time, for the profile-photo reminders, and unconfirmed ones (few) for
-- the activation reminders.
CREATE INDEX users_created ON users (created_at);
CREATE INDEX users_unconfirmed_created ON users (created_at) WHERE status = 'not_confirmed';
