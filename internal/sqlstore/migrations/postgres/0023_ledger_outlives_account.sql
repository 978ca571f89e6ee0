-- Issue 17 item 8: the credit ledger is book-keeping and outlives the account, like
-- payments. A purged member's rows stay with user_id NULL (no identity), and the purge
-- books the forfeited balance out in a row of its own (reason 'purged').
ALTER TABLE credit_ledger ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_user_id_fkey;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_user_id_fkey
    FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
