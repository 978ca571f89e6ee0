-- The last notification e-mail of a kind to a member (issue 18): per conversation for
-- new_conversations and new_messages, conversation_id 0 for like. The mail jobs read it
-- for the hourly cap and write it before they send, keyed by the job's key, so that a
-- job run twice (a restart after the send) finds its own key and sends nothing twice.
CREATE TABLE notify_mails (
    user_id          BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type             TEXT NOT NULL,
    conversation_id  BIGINT NOT NULL DEFAULT 0,
    sent_at          TEXT NOT NULL,
    job_key          TEXT NOT NULL,
    PRIMARY KEY (user_id, type, conversation_id)
);
