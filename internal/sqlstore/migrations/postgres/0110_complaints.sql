-- Issue 23: notices under the EU Digital Services Act (Art. 16) about a profile, a
-- photo or a message, and the moderators' decisions on them. The reported member,
-- photo and message are plain ids (0 for none), not references: the notice and its
-- decision outlive what they are about, as the law asks us to keep them.
CREATE TABLE complaints (
    id             BIGSERIAL PRIMARY KEY,
    category       TEXT NOT NULL,
    url            TEXT NOT NULL DEFAULT '',
    member_id      BIGINT NOT NULL DEFAULT 0,
    photo_id       BIGINT NOT NULL DEFAULT 0,
    message_id     BIGINT NOT NULL DEFAULT 0,
    explanation    TEXT NOT NULL,
    name           TEXT NOT NULL DEFAULT '',
    email          TEXT NOT NULL DEFAULT '',
    reporter_id    BIGINT NOT NULL DEFAULT 0,
    language       TEXT NOT NULL,
    site_host      TEXT NOT NULL DEFAULT '',
    status         TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'decided')),
    created_at     TEXT NOT NULL,
    decided_at     TEXT NOT NULL DEFAULT '',
    decision       TEXT NOT NULL DEFAULT '',
    reason         TEXT NOT NULL DEFAULT '',
    staff_id       BIGINT NOT NULL DEFAULT 0,
    staff_email    TEXT NOT NULL DEFAULT ''
);
-- The queue, oldest first, by status and category.
CREATE INDEX complaints_queue ON complaints (status, id);
-- The count on the console's member page.
CREATE INDEX complaints_member ON complaints (member_id) WHERE member_id <> 0;
-- The time-to-decision figures over the recent decisions.
CREATE INDEX complaints_decided ON complaints (decided_at) WHERE decided_at <> '';
