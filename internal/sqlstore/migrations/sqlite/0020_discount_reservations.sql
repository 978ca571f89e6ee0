-- Issue 17 item 5: a once-per-user discount code is reserved by the order that opens
-- with it, so that a second order cannot use it before the first is paid. The row goes
-- when that order fails, is canceled or expires; a paid order keeps it (and records its
-- use in discount_uses). The primary key makes two orders opened at once take turns.
CREATE TABLE discount_reservations (
    code        TEXT NOT NULL,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    payment_id  INTEGER NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (code, user_id)
);
