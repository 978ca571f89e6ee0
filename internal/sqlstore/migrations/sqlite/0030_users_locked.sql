-- An account is locked when its owner undid an e-mail change from the old address
-- (someone else may know the password): no login until a password reset, which
-- unlocks it. Empty while the account is not locked.
ALTER TABLE users ADD COLUMN locked_at TEXT NOT NULL DEFAULT '';
