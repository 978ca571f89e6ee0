-- Issue 17 item 7: payments left open or pending (the process died, the webhook never
-- came) are reconciled by a background sweep that asks their provider. check_at is when
-- the sweep may ask next ('' before the first time), checks how often it asked; the
-- wait doubles from 5 minutes up to 6 hours.
ALTER TABLE payments ADD COLUMN check_at TEXT NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN checks INTEGER NOT NULL DEFAULT 0;
CREATE INDEX payments_unsettled ON payments (check_at, created_at) WHERE status IN ('open', 'pending');
