-- Issue 21: a first message a fictional profile wrote to a member, which only the
-- fictional_first_messages site setting allows, is marked as sent by the site.
ALTER TABLE messages ADD COLUMN sent_by_site INTEGER NOT NULL DEFAULT 0;
-- A moderator resolves an operator's flag of a member: who did (handled_at is when).
ALTER TABLE desk_flags ADD COLUMN handled_by INTEGER NOT NULL DEFAULT 0;
