-- Issue 24: the member a visitor signed up on (a member landing, /members/{id}/signup).
-- The sign-up message goes to them as the new member's first message once the account
-- is activated; delivering it sets the column back to 0, so it goes at most once.
ALTER TABLE users ADD COLUMN signup_member_id BIGINT NOT NULL DEFAULT 0;
