-- Issue 17 item 8: the credit ledger is book-keeping and outlives the account, like
-- payments. A purged member's rows stay with user_id NULL (no identity), and the purge
-- books the forfeited balance out in a row of its own (reason 'purged').
-- SQLite cannot change a column's constraint in place: the table is rebuilt. Nothing
-- references credit_ledger, so it can be dropped with foreign keys on.
CREATE TABLE credit_ledger_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,
    amount       INTEGER NOT NULL,
    reason       TEXT NOT NULL,
    ref          TEXT UNIQUE,
    created_at   TEXT NOT NULL
);
INSERT INTO credit_ledger_new (id, user_id, amount, reason, ref, created_at)
    SELECT id, user_id, amount, reason, ref, created_at FROM credit_ledger;
DROP TABLE credit_ledger;
ALTER TABLE credit_ledger_new RENAME TO credit_ledger;
CREATE INDEX credit_ledger_user ON credit_ledger (user_id);
